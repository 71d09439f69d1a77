import {
  AppointmentEndpoint,
  AppointmentPath,
  type Banner,
  ContentEndpoint,
  DoctorEndpoint,
  MasterdataEndpoint,
  PatientEndpoint,
} from '@portal/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerSizes } from '../dashboard/bannerImage';
import { DashboardScreen, ready } from '../dashboard/DashboardScreen';
import { makeStore } from '../store/store';
import { dhannahHospital, fetchRouter, list, ok, signedIn } from '../test-utils/care';
import { testBrand } from '../test-utils/fixtures';
import { Providers } from '../test-utils/render';
import { prefetchDashboard } from './landingPrefetch';

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} /api${endpoint.path}`;

const banner: Banner = {
  id: 1,
  alt: 'Flu vaccines now available',
  imagepath: 'banner-1.webp',
  imageSet: {
    src: '/api/content/files/banner-1-960.webp',
    srcSet: '/api/content/files/banner-1-480.webp 480w, /api/content/files/banner-1-960.webp 960w',
    width: 1600,
    height: 500,
  },
};

/** Every call the dashboard makes on arrival, answered as the server would for a patient with none yet. */
const dashboardCalls = {
  [key(ContentEndpoint.banners)]: () => list([banner]),
  [key(ContentEndpoint.news)]: () => list([]),
  [key(ContentEndpoint.media)]: () => list([]),
  // The patient's hospital (AD10) among the brand's: with a date of birth the profile is complete and
  // its gate stays shut. With none listed its dialog opened and hid the page from the test (sooner
  // when an earlier file of the worker had loaded its chunk).
  [key(ContentEndpoint.locations)]: () => list([dhannahHospital]),
  [key(DoctorEndpoint.specialtiesByLocation)]: () => list([]),
  [`POST /api${AppointmentPath.history}`]: () =>
    ok({ upcomingAppts: [], pastAppts: [], consultedDoctors: [] }),
  [key(PatientEndpoint.recentConsultations)]: () => ok([]),
  [key(MasterdataEndpoint.appConfigurations)]: () => ok({ filterToBeApplied: false }),
  [key(AppointmentEndpoint.departmentCodes)]: () => ok([]),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('prefetchDashboard', () => {
  it('starts every call of the dashboard before it renders, which then finds them all and asks for none again', async () => {
    const router = fetchRouter(dashboardCalls);
    vi.stubGlobal('fetch', router.mock);
    const store = makeStore(signedIn);

    prefetchDashboard(store, testBrand);
    await waitFor(() =>
      expect(new Set(router.calls.map((c) => `${c.method} ${c.path}`))).toEqual(
        new Set(Object.keys(dashboardCalls)),
      ),
    );

    await ready();
    render(
      <Providers store={store}>
        <MemoryRouter initialEntries={['/auth/dashboard']}>
          <DashboardScreen />
        </MemoryRouter>
      </Providers>,
    );
    const image = await screen.findByRole('img', { name: banner.alt });
    await screen.findByText('No Upcoming Appointments');
    await screen.findByText('No Recent Consultations');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A call asked with other arguments than the dashboard's own would have gone out a second time.
    for (const call of Object.keys(dashboardCalls)) expect(router.called(call), call).toHaveLength(1);

    // The first banner's file is preloaded as the carousel will ask for it: the browser fetches one file.
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(banner.imageSet.src);
    expect(preload?.getAttribute('imagesrcset')).toBe(banner.imageSet.srcSet);
    expect(preload?.getAttribute('imagesizes')).toBe(bannerSizes(testBrand.theme));
    expect(image).toHaveAttribute('srcset', banner.imageSet.srcSet);
    expect(image).toHaveAttribute('sizes', bannerSizes(testBrand.theme));
  });

  it('asks for nothing without a signed-in patient (the sign-in page takes over)', () => {
    const router = fetchRouter(dashboardCalls);
    vi.stubGlobal('fetch', router.mock);
    prefetchDashboard(makeStore(), testBrand);
    expect(router.calls).toHaveLength(0);
  });
});
