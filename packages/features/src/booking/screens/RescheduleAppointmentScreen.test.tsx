import { AppointmentPath, BookingText } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import {
  appointmentOf,
  type Call,
  fetchRouter,
  ok,
  self,
  signedIn,
  slotsOf,
  son,
} from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { RescheduleAppointmentScreen, ready } from './RescheduleAppointmentScreen';

const api = (path: string) => `/api${path}`;

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  toast.clear();
});

function rescheduleRouter() {
  return fetchRouter({
    [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['IVF']),
    [`POST ${api(AppointmentPath.timeSlots)}`]: (call: Call) =>
      ok(slotsOf((call.body as { beginDate: string }).beginDate, ['10:00', '10:15'])),
  });
}

function renderReschedule() {
  return renderScreen(<RescheduleAppointmentScreen />, {
    path: '/auth/rescheduleAppointment',
    preloadedState: signedIn,
    state: {
      item: appointmentOf({ familyMemberId: 11, patientName: 'Yousef Al Mansoori', patientNo: 'ADH100002' }),
      userName: 'Yousef Al Mansoori',
      familyMemberId: 11,
      familyMemberList: [self, son],
    },
  });
}

describe('RescheduleAppointmentScreen', () => {
  it('moves the appointment to the chosen slot and shows the new reference number', async () => {
    const router = fetchRouter({
      [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['IVF']),
      [`POST ${api(AppointmentPath.timeSlots)}`]: (call: Call) =>
        ok(slotsOf((call.body as { beginDate: string }).beginDate, ['10:00', '10:15'])),
      [`PUT ${api(AppointmentPath.update)}`]: (call: Call) => {
        const body = call.body as { apptDate: string; apptTime: string };
        return ok({
          appointmentRefNo: 'APT77',
          appointmentRef: 'AD10-77',
          appointmentId: '77',
          apptDate: body.apptDate,
          apptTime: body.apptTime,
          apptEndTime: '10:30',
          patientId: 'ADH100002',
          facilityId: 'AD10',
        });
      },
    });
    vi.stubGlobal('fetch', router.mock);
    const user = userEvent.setup();
    renderScreen(<RescheduleAppointmentScreen />, {
      path: '/auth/rescheduleAppointment',
      preloadedState: signedIn,
      state: {
        item: appointmentOf({
          familyMemberId: 11,
          patientName: 'Yousef Al Mansoori',
          patientNo: 'ADH100002',
        }),
        userName: 'Yousef Al Mansoori',
        familyMemberId: 11,
        familyMemberList: [self, son],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeInTheDocument();
    expect(screen.getByText('Yousef Al Mansoori')).toBeInTheDocument();
    // The patient is fixed: no selector.
    expect(screen.queryByRole('button', { name: /Patient/ })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: '10:15 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Reschedule' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Appointment Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: BookingText.rescheduled })).toBeInTheDocument();
    expect(screen.getByText('APT77')).toBeInTheDocument();
    expect(router.called(`PUT ${api(AppointmentPath.update)}`)[0]?.body).toMatchObject({
      facilityId: 'AD10',
      appointmentId: '41',
      appointmentRef: 'AD10-41',
      apptTime: '10:15',
      duration: 15,
      department: 'FM',
      patientNo: 'ADH100002',
      mobileNo: '971501234567',
      physicianNo: 'D1001',
      physicianLicense: 'DOH-GP-10231',
    });
  });

  it('shows the appointment being moved: doctor, date and time, and whose it is', async () => {
    vi.stubGlobal('fetch', rescheduleRouter().mock);
    renderReschedule();
    const current = screen.getByRole('region', { name: 'Current appointment' });
    expect(within(current).getByText('Dr. Ahmed Al Hashimi')).toBeInTheDocument();
    expect(within(current).getByText('15/01/2030, 09:00 AM')).toBeInTheDocument();
    expect(within(current).getByText('Yousef Al Mansoori')).toBeInTheDocument();
  });

  it('in Arabic, names the doctor in Arabic and isolates the date and the time', async () => {
    await changeLanguage('ar');
    await ready();
    vi.stubGlobal('fetch', rescheduleRouter().mock);
    renderReschedule();
    const current = await screen.findByRole('region', { name: 'الموعد الحالي' });
    expect(within(current).getByText('د. أحمد الهاشمي')).toBeInTheDocument();
    const isolated = [...current.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['15/01/2030', '09:00 ص']);
  });

  it('sends a visitor without the appointment back to the appointments', async () => {
    vi.stubGlobal('fetch', fetchRouter({}).mock);
    renderScreen(<RescheduleAppointmentScreen />, {
      path: '/auth/rescheduleAppointment',
      preloadedState: signedIn,
      probes: ['/auth/appointments'],
    });
    expect(await screen.findByRole('status', { name: '/auth/appointments' })).toBeInTheDocument();
  });
});
