import { AppointmentPath, BookingText, MasterdataPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { appointmentOf, fetchRouter, ok, self, signedIn, son } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
// Loaded up front: the screen loads the table lazily, and a cold transform can outlast findBy's wait.
import '../components/AppointmentsTable';
import { AppointmentsScreen, ready } from './AppointmentsScreen';

const api = (path: string) => `/api${path}`;
const HISTORY = `POST ${api(AppointmentPath.history)}`;

let router: ReturnType<typeof fetchRouter>;

function renderAppointments(
  history: { upcomingAppts?: unknown[]; pastAppts?: unknown[] } = {},
  routes: Record<string, unknown> = {},
  filterToBeApplied = false,
) {
  router = fetchRouter({
    [`GET ${api(AppointmentPath.patients)}`]: ok([self, son]),
    [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['IVF']),
    [`GET ${api(MasterdataPath.appConfigurations)}`]: ok({ filterToBeApplied }),
    [HISTORY]: ok({ upcomingAppts: [], pastAppts: [], consultedDoctors: [], ...history }),
    ...(routes as Record<string, Response>),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  const view = renderScreen(<AppointmentsScreen />, {
    path: '/auth/appointments',
    preloadedState: signedIn,
    probes: [
      '/auth/rescheduleAppointment',
      '/auth/bookPastAppointment',
      '/auth/bookTelePastAppointment',
      '/auth/Teleconsultation',
    ],
  });
  return { user, ...view };
}

// The wide-screen table is a lazy chunk: load it once before the tests, so the first test waits
// for the screen and not for the module's first transform (seconds on a loaded machine).
beforeAll(async () => {
  await import('../components/AppointmentsTable');
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  toast.clear();
});

describe('AppointmentsScreen', () => {
  it('has Upcoming and Past tabs, each saying No appointments to display when empty', async () => {
    const { user } = renderAppointments();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming Appointments', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(BookingText.noAppointments)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Appointments' }));
    expect(screen.getByRole('tab', { name: 'Past Appointments', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(BookingText.noAppointments)).toBeInTheDocument();
    // Self is 0.
    expect(router.called(HISTORY)[0]?.body).toEqual({ familyMemberId: 0 });
    expect(router.called(HISTORY)[0]?.url.searchParams.get('brandName')).toBe('aldhannah');
    // Reschedule and Book fetch slots only after the department codes: they are asked for here already.
    expect(router.called(`GET ${api(AppointmentPath.departmentCodes)}`)).toHaveLength(1);
  });

  it('lists rows with doctor, patient, time and date, status and actions; past rows offer Book', async () => {
    const { user } = renderAppointments({
      upcomingAppts: [appointmentOf()],
      pastAppts: [
        appointmentOf({ appointmentId: '7', apptDate: '2024-01-02', appointmentStatus: 'Not Visited' }),
        appointmentOf({ appointmentId: '8', apptDate: '2023-05-06', appointmentStatus: 'Visited' }),
      ],
    });
    const table = await screen.findByRole('grid', { name: 'Upcoming Appointments' });
    // React Aria's table shows the grid a render before its rows.
    const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Dr. Ahmed Al Hashimi')).toBeInTheDocument();
    expect(within(row).getByText('Aisha Al Mansoori')).toBeInTheDocument();
    expect(within(row).getByText('15/01/2030')).toBeInTheDocument();
    expect(within(row).getByText('09:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past Appointments' }));
    const past = await screen.findByRole('grid', { name: 'Past Appointments' });
    expect(within(past).getByText('Not Visited')).toHaveAttribute('data-tone', 'danger');
    expect(within(past).getByText('Visited')).toHaveAttribute('data-tone', 'success');
    await user.click(within(past).getAllByRole('button', { name: 'Book' })[0] as HTMLElement);
    const landed = await screen.findByRole('status', { name: '/auth/bookPastAppointment' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toMatchObject({
      item: { appointmentId: '7' },
      familyMemberId: 0,
    });
  });

  it('in Arabic, keeps the doctor, date and time of the cancel question each in a <bdi>', async () => {
    await changeLanguage('ar');
    await ready();
    const { user } = renderAppointments({ upcomingAppts: [appointmentOf()] });
    const table = await screen.findByRole('grid', { name: 'المواعيد القادمة' });
    await user.click(within(table).getByRole('button', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء الموعد' });
    const isolated = [...dialog.querySelectorAll('bdi')].map((el) => el.textContent);
    expect(isolated).toEqual(expect.arrayContaining(['15/01/2030']));
    expect(isolated).toHaveLength(3);
  });

  it('shows the appointment_message phone instead of Reschedule', async () => {
    renderAppointments({ upcomingAppts: [appointmentOf({ appointment_message: '+971 2 555 0199' })] });
    const table = await screen.findByRole('grid', { name: 'Upcoming Appointments' });
    expect(within(table).getByRole('link', { name: '+971 2 555 0199' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('asks before cancelling and says Appointment cancelled successfully!', async () => {
    const { user } = renderAppointments(
      { upcomingAppts: [appointmentOf()] },
      { [`DELETE ${api(AppointmentPath.cancel)}`]: ok(null) },
    );
    const success = vi.spyOn(toast, 'success');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Appointment' });
    expect(within(dialog).getByText(/Dr. Ahmed Al Hashimi on 15\/01\/2030 at 09:00 AM/)).toBeInTheDocument();
    expect(router.called(`DELETE ${api(AppointmentPath.cancel)}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(BookingText.cancelled, { timeout: 3000 }));
    expect(router.called(`DELETE ${api(AppointmentPath.cancel)}`)[0]?.body).toMatchObject({
      facilityId: 'AD10',
      appointmentId: '41',
      appointmentRef: 'AD10-41',
      patientNo: 'ADH100001',
    });
    // The list is asked for again.
    await waitFor(() => expect(router.called(HISTORY)).toHaveLength(2));
    success.mockRestore();
  });

  it('moves focus to the Upcoming tab when the cancelled row goes, instead of losing it', async () => {
    let cancelled = false;
    const { user } = renderAppointments(
      {},
      {
        [HISTORY]: () =>
          ok({
            upcomingAppts: cancelled ? [] : [appointmentOf()],
            pastAppts: [],
            consultedDoctors: [],
          }),
        [`DELETE ${api(AppointmentPath.cancel)}`]: () => {
          cancelled = true;
          return ok(null);
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText(BookingText.noAppointments)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Upcoming Appointments' })).toHaveFocus());
  });

  it('reschedules with the item, the user name and the family list in the state', async () => {
    const { user } = renderAppointments({ upcomingAppts: [appointmentOf()] });
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const landed = await screen.findByRole('status', { name: '/auth/rescheduleAppointment' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toMatchObject({
      item: { appointmentId: '41' },
      userName: 'Aisha Al Mansoori',
      familyMemberId: 0,
      familyMemberList: [{ familyMemberId: 0 }, { familyMemberId: 11 }],
    });
  });

  it('asks for a family member’s appointments when the patient changes', async () => {
    const { user } = renderAppointments();
    await user.click(await screen.findByRole('button', { name: /Patient/ }));
    await user.click(await screen.findByRole('option', { name: 'Yousef Al Mansoori (Son)' }));
    await waitFor(() => expect(router.called(HISTORY).at(-1)?.body).toEqual({ familyMemberId: 11 }));
  });

  it('keeps only the chosen hospital’s appointments when filterToBeApplied is set', async () => {
    renderAppointments(
      {
        upcomingAppts: [
          appointmentOf(),
          appointmentOf({ appointmentId: '99', facilityId: 'BM10', physicianName: 'Dr. Nadia Rahman' }),
        ],
      },
      {},
      true,
    );
    const table = await screen.findByRole('grid', { name: 'Upcoming Appointments' });
    await waitFor(() => expect(within(table).queryByText('Dr. Nadia Rahman')).not.toBeInTheDocument());
    expect(within(table).getByText('Dr. Ahmed Al Hashimi')).toBeInTheDocument();
  });

  describe('start teleconsultation', () => {
    // 09:00 at the facility (UTC+4) on 15 January 2030.
    const now = new Date('2030-01-15T05:00:00Z');

    const startButton = () => screen.findByRole('button', { name: 'Start Teleconsultation' });

    it('is disabled until 5 minutes before the time, counts down to it, then opens by itself', async () => {
      // The button looks at the clock on an interval of its own: keep its ticks to run by hand.
      const realSetInterval = globalThis.setInterval;
      const ticks: (() => void)[] = [];
      const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((tick: () => void, ms?: number) => {
        if ((ms ?? 0) >= 1000) ticks.push(tick);
        return realSetInterval(tick, ms);
      }) as typeof setInterval);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      renderAppointments({
        upcomingAppts: [appointmentOf({ scheduleType: 'TELEMED', apptTime: '09:30' })],
      });
      const start = await startButton();
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription(/Opens in 25 min/);
      expect(screen.getByText('Opens in 25 min')).toBeVisible();

      const at = (instant: string) =>
        act(() => {
          vi.setSystemTime(new Date(instant));
          for (const tick of ticks) tick();
        });
      at('2030-01-15T05:24:20Z');
      expect(screen.getByText('Opens in 1 min')).toBeInTheDocument();
      at('2030-01-15T05:25:00Z');
      expect(screen.getByRole('button', { name: 'Start Teleconsultation' })).toBeEnabled();
      expect(screen.queryByText(/Opens in/)).not.toBeInTheDocument();
      expect(router.called(`POST ${api(AppointmentPath.teleconsultStart)}`)).toHaveLength(0);
      spy.mockRestore();
    });

    it('gives the opening time when it is more than an hour away', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      renderAppointments({
        upcomingAppts: [appointmentOf({ scheduleType: 'TELEMED', apptTime: '11:00' })],
      });
      expect(await startButton()).toBeDisabled();
      expect(screen.getByText('Opens at 10:55 AM')).toBeInTheDocument();
    });

    it('on another day, names the day and time it opens', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      renderAppointments({
        upcomingAppts: [
          appointmentOf({ scheduleType: 'TELEMED', apptDate: '2030-01-16', apptTime: '09:00' }),
        ],
      });
      const start = await startButton();
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription(/Opens on 16\/01\/2030 at 08:55 AM/);
    });

    it('in Arabic, counts down with the number in a <bdi>', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      await changeLanguage('ar');
      await ready();
      renderAppointments({
        upcomingAppts: [appointmentOf({ scheduleType: 'TELEMED', apptTime: '09:30' })],
      });
      const start = await screen.findByRole('button', { name: 'ابدأ الاستشارة عن بعد' });
      expect(start).toBeDisabled();
      // The note and the span Bidi draws inside it read the same; the <bdi> sits in both.
      const [note] = screen.getAllByText(
        (_, element) => element?.textContent?.replace(/[\u2066-\u2069]/g, '') === 'يمكنك البدء بعد 25 دقيقة',
      );
      expect(note?.querySelector('bdi')?.textContent).toBe('25');
    });

    it('starts within the window and opens the call screen', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      const { user } = renderAppointments(
        { upcomingAppts: [appointmentOf({ scheduleType: 'TELEMED', apptTime: '09:05' })] },
        {
          [`POST ${api(AppointmentPath.teleconsultStart)}`]: ok({
            baseUrl: '/api/dev/teleconsult',
            appId: 'app',
            accessToken: 'provider-token',
            userId: '100200',
            patientProfileId: '1234',
            apptDate: '2030-01-15',
            apptTime: '09:05',
            physicianName: 'Dr. Ahmed Al Hashimi',
          }),
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Start Teleconsultation' }));
      const landed = await screen.findByRole('status', { name: '/auth/Teleconsultation' });
      const state = JSON.parse(landed.dataset.state ?? '{}');
      expect(state).toEqual({
        appointmentId: '41',
        apptDate: '2030-01-15',
        apptTime: '09:05',
        physicianName: 'Dr. Ahmed Al Hashimi',
        physicianNameAr: 'د. أحمد الهاشمي',
      });
      // The provider's token never goes into the history state.
      expect(landed.dataset.state).not.toContain('provider-token');
      expect(router.called(`POST ${api(AppointmentPath.teleconsultStart)}`)[0]?.body).toEqual({
        appointmentId: '41',
        appointmentRef: 'AD10-41',
      });
    });
  });
});
