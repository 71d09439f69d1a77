import {
  AppointmentPath,
  BookingStatus,
  BookingText,
  DoctorPath,
  Messages,
  PatientPath,
  patientRecordPath,
} from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { displayDate, facilityNow } from '../../shared/format';
import {
  type Call,
  doctorAhmed,
  doctorYoussef,
  fetchRouter,
  husbandWrongId,
  list,
  mother,
  ok,
  self,
  signedIn,
  slotsOf,
  son,
} from '../../test-utils/care';
import { envelope } from '../../test-utils/fixtures';
import { renderScreen } from '../../test-utils/render';
import { BookAppointmentScreen, ready } from './BookAppointmentScreen';

const api = (path: string) => `/api${path}`;

function slotsFor(call: Call) {
  const { beginDate } = call.body as { beginDate: string };
  return ok(slotsOf(beginDate, ['09:00', '09:15'], ['17:00']));
}

function baseRoutes() {
  return {
    [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['DSURG', 'IVF']),
    [`GET ${api(AppointmentPath.patients)}`]: ok([self, son, mother, husbandWrongId]),
    [`GET ${api(DoctorPath.locations)}`]: list([]),
    [`POST ${api(AppointmentPath.timeSlots)}`]: slotsFor,
    [`POST ${api(AppointmentPath.book)}`]: (call: Call) => {
      const body = call.body as { apptDate: string; apptStartTime: string };
      return ok({
        appointmentRefNo: 'APT900',
        appointmentRef: 'AD10-900',
        appointmentId: '900',
        apptDate: body.apptDate,
        apptTime: body.apptStartTime,
        apptEndTime: '09:15',
        patientId: 'ADH100001',
        facilityId: 'AD10',
      });
    },
  };
}

let router: ReturnType<typeof fetchRouter>;

function renderBooking(doctor = doctorAhmed, routes: Record<string, unknown> = {}) {
  router = fetchRouter({ ...baseRoutes(), ...(routes as Record<string, Response>) });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  const view = renderScreen(<BookAppointmentScreen />, {
    path: '/auth/bookAppointment',
    state: { doctor },
    preloadedState: signedIn,
  });
  return { user, ...view };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });

async function choosePatient(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name: /Patient/ }));
  await user.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  vi.useRealTimers();
});

// The date field is a lazy chunk: load it once before the tests, so the first test waits for the
// screen and not for the module's first transform (seconds on a loaded machine).
beforeAll(async () => {
  await import('../../shared/DateField');
});

/** A phone-sized screen: every width media query below the large breakpoint matches. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
  toast.clear();
});

describe('BookAppointmentScreen', () => {
  it('shows the doctor card and groups the slots Morning, Afternoon and Evening', async () => {
    renderBooking();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Ahmed Al Hashimi' })).toBeInTheDocument();
    expect(screen.getByText('18 years of experience')).toBeInTheDocument();

    const morning = await screen.findByRole('radiogroup', { name: 'Morning' });
    expect(within(morning).getAllByRole('radio')).toHaveLength(2);
    expect(within(morning).getByRole('radio', { name: '09:15 AM' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Evening' })).getByRole('radio'),
    ).toHaveAccessibleName('05:00 PM');
    // The empty group says so.
    expect(screen.queryByRole('radiogroup', { name: 'Afternoon' })).not.toBeInTheDocument();
    expect(screen.getByText('Afternoon')).toBeInTheDocument();
    expect(screen.getAllByText(BookingText.noSlot)).toHaveLength(1);

    // The slots call names the doctor and the day at the facility.
    const [call] = router.called(`POST ${api(AppointmentPath.timeSlots)}`);
    expect(call?.body).toMatchObject({
      facilityId: ['AD10'],
      department: ['FM'],
      physicianNo: ['D1001'],
      physicianLicense: ['DOH-GP-10231'],
      beginDate: facilityNow().date,
      endDate: facilityNow().date,
    });
  });

  it('keeps Confirm Booking disabled until a slot is chosen, and Previous day disabled on today', async () => {
    const { user } = renderBooking();
    await screen.findByRole('radiogroup', { name: 'Morning' });
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '09:15 AM' }));
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByText(/\d{2}\/\d{2}\/\d{4}, 09:15 AM/)).toBeInTheDocument();
  });

  it('clears the chosen slot when the date changes', async () => {
    const { user } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    expect(confirmButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.called(`POST ${api(AppointmentPath.timeSlots)}`)).toHaveLength(2));
    expect(confirmButton()).toBeDisabled();
    const radios = await screen.findAllByRole('radio');
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByText('Choose a time slot')).toBeInTheDocument();
  });

  it('clears the chosen slot when the patient changes', async () => {
    const { user } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    expect(confirmButton()).toBeEnabled();
    await choosePatient(user, /Yousef Al Mansoori \(Son\)/);
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: '09:00 AM' })).not.toBeChecked();
  });

  it('asks for confirmation, books, and shows the reference number', async () => {
    const { user } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: '09:15 AM' }));
    await user.click(confirmButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Appointment Confirmation' });
    expect(within(dialog).getByText('Are you sure, you want to book this appointment?')).toBeInTheDocument();
    expect(router.called(`POST ${api(AppointmentPath.book)}`)).toHaveLength(0);

    // No closes the dialog and books nothing.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.called(`POST ${api(AppointmentPath.book)}`)).toHaveLength(0);

    await user.click(confirmButton());
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Appointment Confirmation' })).getByRole(
        'button',
        {
          name: 'Yes',
        },
      ),
    );
    expect(await screen.findByRole('heading', { name: BookingText.booked })).toBeInTheDocument();
    expect(screen.getByText('APT900')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book another appointment' })).toBeInTheDocument();

    const [call] = router.called(`POST ${api(AppointmentPath.book)}`);
    expect(call?.body).toMatchObject({
      facilityId: 'AD10',
      apptStartTime: '09:15',
      apptEndTime: '09:30',
      familyMemberId: 0,
      department: 'FM',
      physicianNo: 'D1001',
      scheduleType: 'ONLINE',
      title: 'Mr',
    });
  });

  it('refuses an adult family member on the user’s mobile before any call', async () => {
    const { user } = renderBooking();
    await choosePatient(user, /Latifa/);
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    await user.click(confirmButton());
    expect(await screen.findByText(BookingText.familyMobileSame)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Appointment Confirmation' })).not.toBeInTheDocument();
    expect(router.called(`POST ${api(AppointmentPath.book)}`)).toHaveLength(0);
  });

  it('refuses an Emirates ID that does not match the birth year', async () => {
    const { user } = renderBooking();
    await choosePatient(user, /Hamad/);
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    await user.click(confirmButton());
    expect(await screen.findByText(BookingText.emiratesIdDobInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Appointment Confirmation' })).not.toBeInTheDocument();
  });

  it('shows the insurance-block dialog when the patient’s insurer and plan are restricted', async () => {
    const { user } = renderBooking(doctorYoussef, {
      [`POST ${api(patientRecordPath(7))}`]: ok([
        {
          his: 'ADH',
          patientId: 'ADH100001',
          facilityId: 'AD10',
          mobileNo: '971501234567',
          dateOfBirth: null,
        },
      ]),
      [`POST ${api(PatientPath.details)}`]: ok([{ insuranceName: 'Daman', planName: 'Basic' }]),
      [`GET ${api(DoctorPath.restrictedInsurance)}`]: list([{ name: ' daman ', insurance_plan: 'BASIC ' }]),
    });
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    await user.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText(BookingText.insuranceRestricted)).toBeInTheDocument();
    expect(router.called(`POST ${api(AppointmentPath.book)}`)).toHaveLength(0);
    const [records] = router.called(`POST ${api(patientRecordPath(7))}`);
    expect(records?.url.searchParams.get('familyMemberId')).toBe('0');
    expect(records?.url.searchParams.get('facilityId')).toBe('AD10');
  });

  it('shows the first message of an E status for 5 s and lets the patient choose again', async () => {
    const { user } = renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.book)}`]: envelope(409, BookingStatus.SlotTaken, [
        Messages.booking.slotTaken,
      ]),
    });
    const add = vi.spyOn(toast, 'error');
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    await user.click(confirmButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(BookingText.slotTaken)).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith(BookingText.slotTaken, { timeout: 5000 });
    await waitFor(() => expect(confirmButton()).toBeDisabled());
    add.mockRestore();
  });

  it('says Something went wrong for a failure without an E status', async () => {
    const { user } = renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.book)}`]: new Response('oops', { status: 500 }),
    });
    await user.click(await screen.findByRole('radio', { name: '09:00 AM' }));
    await user.click(confirmButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('shows the phone number instead of slots for a department booked by phone', async () => {
    renderBooking({ ...doctorAhmed, department_code: 'IVF', appointment_message: '+971 2 555 0110' });
    expect(await screen.findByRole('link', { name: '+971 2 555 0110' })).toHaveAttribute(
      'href',
      'tel:+97125550110',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(router.called(`POST ${api(AppointmentPath.timeSlots)}`)).toHaveLength(0);
    expect(confirmButton()).toBeDisabled();
  });

  it('offers the next available dates when the day has no slot', async () => {
    const tomorrowish = '2099-05-03';
    const { user } = renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.timeSlots)}`]: (call: Call) => {
        const { beginDate } = call.body as { beginDate: string };
        return ok(
          beginDate === tomorrowish
            ? slotsOf(beginDate, ['10:00'])
            : { morningSlots: [], afternoonSlots: [], eveningSlots: [], futureDates: [tomorrowish] },
        );
      },
    });
    expect(await screen.findByText('Next Available Slots')).toBeInTheDocument();
    expect(screen.getAllByText(BookingText.noSlot)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /03\/05\/2099/ }));
    expect(await screen.findByRole('radio', { name: '10:00 AM' })).toBeInTheDocument();
  });

  it('on a narrow screen opens one period of a full day and says how many slots the others have', async () => {
    narrowScreen();
    const times = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => {
        const minutes = from * 60 + i * 15;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      });
    const { user } = renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.timeSlots)}`]: (call: Call) => {
        const { beginDate } = call.body as { beginDate: string };
        const day = slotsOf(beginDate, times(8, 16), times(17, 8));
        return ok({ ...day, afternoonSlots: slotsOf(beginDate, times(13, 16)).morningSlots });
      },
    });
    const morning = await screen.findByRole('radiogroup', { name: 'Morning' });
    expect(within(morning).getAllByRole('radio')).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Morning 16 slots' })).toHaveAttribute('aria-expanded', 'true');
    const afternoon = screen.getByRole('button', { name: 'Afternoon 16 slots' });
    expect(afternoon).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Evening 8 slots' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Afternoon' })).not.toBeInTheDocument();
    // Only the open period's slots are on the page.
    expect(screen.getAllByRole('radio')).toHaveLength(16);

    await user.click(afternoon);
    expect(afternoon).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Afternoon' })).getByRole('radio', { name: '02:00 PM' }),
    );
    expect(confirmButton()).toBeEnabled();
  });

  it('lists only the first few next available dates, not the whole month', async () => {
    const month = Array.from({ length: 26 }, (_, i) => `2099-05-${String(i + 3).padStart(2, '0')}`);
    renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.timeSlots)}`]: ok({
        morningSlots: [],
        afternoonSlots: [],
        eveningSlots: [],
        futureDates: month,
      }),
    });
    const list = await screen.findByRole('list', { name: 'Next Available Slots' });
    const dates = within(list).getAllByRole('button');
    expect(dates).toHaveLength(3);
    expect(dates[0]).toHaveAccessibleName(/03\/05\/2099/);
    expect(dates[2]).toHaveAccessibleName(/05\/05\/2099/);
  });

  it('in Arabic, isolates the chosen date and time, and those of the booking made, each in a <bdi>', async () => {
    await changeLanguage('ar');
    await ready();
    const { user } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: '09:15 ص' }));
    const chosen = screen.getByText('الموعد المختار').nextElementSibling as HTMLElement;
    const isolated = (element: Element) => [...element.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated(chosen)).toEqual([displayDate(facilityNow().date), '09:15 ص']);

    await user.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الموعد' });
    await user.click(within(dialog).getByRole('button', { name: 'نعم' }));
    const when = (await screen.findByText('التاريخ والوقت')).nextElementSibling as HTMLElement;
    expect(isolated(when)).toEqual([displayDate(facilityNow().date), '09:15 ص']);
  });

  it('says No slots available for next 30 days when nothing is free', async () => {
    renderBooking(doctorAhmed, {
      [`POST ${api(AppointmentPath.timeSlots)}`]: ok({
        morningSlots: [],
        afternoonSlots: [],
        eveningSlots: [],
        futureDates: [],
      }),
    });
    expect(await screen.findByText(BookingText.noSlotsNext30Days)).toBeInTheDocument();
  });
});
