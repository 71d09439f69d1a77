import { AppointmentPath, DoctorPath } from '@portal/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentOf,
  type Call,
  doctorAhmed,
  fetchRouter,
  list,
  ok,
  self,
  signedIn,
  slotsOf,
  son,
} from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { BookPastAppointmentScreen } from './BookPastAppointmentScreen';

const api = (path: string) => `/api${path}`;
const PROFILE = `GET ${api(DoctorPath.profile)}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BookPastAppointmentScreen (re-book)', () => {
  it('asks for the department codes, the patients and the locations alongside the doctor, not after', async () => {
    let answerProfile: () => void = () => {};
    const profile = new Promise<Response>((resolve) => {
      answerProfile = () =>
        resolve(
          ok({
            status: 'success',
            message: '',
            data: {
              ...doctorAhmed,
              specialization: 'Consultant',
              specialization_ar: 'استشاري',
              nationality: null,
              nationality_ar: null,
              know_langauges: 'English',
              know_langauges_ar: 'الإنجليزية',
              biography_web: '',
              biography_web_ar: '',
            },
          }),
        );
    });
    const router = fetchRouter({
      [PROFILE]: () => profile,
      [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['IVF']),
      [`GET ${api(AppointmentPath.patients)}`]: ok([self, son]),
      [`GET ${api(DoctorPath.locations)}`]: list([]),
      [`POST ${api(AppointmentPath.timeSlots)}`]: (call: Call) =>
        ok(slotsOf((call.body as { beginDate: string }).beginDate, ['09:00'])),
    });
    vi.stubGlobal('fetch', router.mock);
    renderScreen(<BookPastAppointmentScreen />, {
      path: '/auth/bookPastAppointment',
      state: {
        item: appointmentOf({ familyMemberId: 11, patientName: 'Yousef Al Mansoori' }),
        familyMemberId: 11,
      },
      preloadedState: signedIn,
    });
    await waitFor(() => {
      expect(router.called(`GET ${api(AppointmentPath.departmentCodes)}`)).toHaveLength(1);
      expect(router.called(`GET ${api(AppointmentPath.patients)}`)).toHaveLength(1);
      expect(router.called(`GET ${api(DoctorPath.locations)}`)).toHaveLength(1);
    });
    expect(router.called(PROFILE)).toHaveLength(1);
    answerProfile();
    // The booking itself (its slots), then its heading: the loading state's heading is replaced by
    // the booking's, and one found just before the swap is no longer in the document.
    expect(await screen.findByRole('radio', { name: '09:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeInTheDocument();
    // The same person as the past appointment, and each call made once.
    expect(screen.getByRole('button', { name: /Yousef Al Mansoori \(Son\)/ })).toBeInTheDocument();
    expect(router.called(`GET ${api(AppointmentPath.departmentCodes)}`)).toHaveLength(1);
    expect(router.called(`GET ${api(AppointmentPath.patients)}`)).toHaveLength(1);
  });
});
