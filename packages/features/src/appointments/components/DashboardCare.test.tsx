import { AppointmentPath, MasterdataPath, PatientPath } from '@portal/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentOf, doctorAhmed, fetchRouter, ok, signedIn } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { DoctorSearchCard, RecentDoctors, UpcomingAppointments } from './DashboardCare';

const api = (path: string) => `/api${path}`;

function renderDashboard(history: unknown[], recent: unknown[], filterToBeApplied = false) {
  const router = fetchRouter({
    [`GET ${api(AppointmentPath.departmentCodes)}`]: ok([]),
    [`POST ${api(AppointmentPath.history)}`]: ok({
      upcomingAppts: history,
      pastAppts: [],
      consultedDoctors: [],
    }),
    [`GET ${api(PatientPath.recentConsultations)}`]: ok(recent),
    [`GET ${api(MasterdataPath.appConfigurations)}`]: ok({ filterToBeApplied }),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  return {
    user,
    router,
    ...renderScreen(
      <>
        <DoctorSearchCard />
        <UpcomingAppointments />
        <RecentDoctors />
      </>,
      {
        path: '/auth/dashboard',
        preloadedState: signedIn,
        probes: ['/auth/searchDoctorResult'],
      },
    ),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard’s doctors and appointments (DashboardCare)', () => {
  it('shows skeletons, then No Upcoming Appointments and No Recent Consultations', async () => {
    renderDashboard([], []);
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    expect(await screen.findByText('No Upcoming Appointments')).toBeInTheDocument();
    expect(await screen.findByText('No Recent Consultations')).toBeInTheDocument();
  });

  it('lists upcoming appointments and recently consulted doctors from the server', async () => {
    renderDashboard([appointmentOf()], [{ ...doctorAhmed, lastVisit: '2025-01-02' }]);
    expect(await screen.findByText('15/01/2030, 09:00 AM')).toBeInTheDocument();
    expect(await screen.findByText('Last visit 02/01/2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book again' })).toBeInTheDocument();
  });

  it('turns through the upcoming appointments one at a time, the chosen hospital’s only when the brand filters by it', async () => {
    const elsewhere = appointmentOf({ appointmentId: '42', facilityId: 'AD11', apptDate: '2030-02-20' });
    renderDashboard([appointmentOf(), elsewhere], [], true);
    const carousel = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    expect(within(carousel).getByRole('group', { name: '1 of 1' })).toHaveTextContent('15/01/2030, 09:00 AM');
    expect(within(carousel).queryByText('20/02/2030, 09:00 AM')).not.toBeInTheDocument();
  });

  it('shows every hospital’s upcoming appointments when the brand does not filter, as slides', async () => {
    const elsewhere = appointmentOf({ appointmentId: '42', facilityId: 'AD11', apptDate: '2030-02-20' });
    renderDashboard([appointmentOf(), elsewhere], []);
    const carousel = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toHaveTextContent('15/01/2030, 09:00 AM');
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('says Search first on an empty search and searches the text on Enter', async () => {
    const { user } = renderDashboard([], []);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search first')).toBeInTheDocument();
    // Enter needs more than one character.
    await user.type(screen.getByRole('combobox'), 'a{Enter}');
    expect(screen.queryByRole('status', { name: '/auth/searchDoctorResult' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'h{Enter}');
    const landed = await screen.findByRole('status', { name: '/auth/searchDoctorResult' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toEqual({ doctorSearchString: 'ah' });
  });
});
