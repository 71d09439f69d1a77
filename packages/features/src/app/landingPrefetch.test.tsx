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
import { contentApi } from '../shared/content/api';
import { BANNERS_STORAGE_KEY, rememberedBanners } from '../shared/content/rememberedBanners';
import { loggedOut, signedIn as signInAction } from '../store/session';
import { type AppStore, makeStore } from '../store/store';
import { dhannahHospital, fetchRouter, list, ok, signedIn } from '../test-utils/care';
import { loginData, testBrand } from '../test-utils/fixtures';
import { Providers } from '../test-utils/render';
import { prefetchDashboard } from './landingPrefetch';
import { bootstrapped, createRuntime, prefetchLanding } from './runtime';

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

/** The dashboard at its address, on the store the prefetch filled, once its strings are in. */
async function renderDashboard(store: AppStore) {
  await ready();
  render(
    <Providers store={store}>
      <MemoryRouter initialEntries={['/auth/dashboard']}>
        <DashboardScreen />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
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

    await renderDashboard(store);
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

  it('ends quietly when the session ends while the banners are on their way (a refused refresh empties the cache)', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const router = fetchRouter({
      ...dashboardCalls,
      [key(ContentEndpoint.banners)]: async () => {
        await held;
        return list([banner]);
      },
    });
    vi.stubGlobal('fetch', router.mock);
    const failures: unknown[] = [];
    const failed = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', failed);
    try {
      const store = makeStore(signedIn);
      prefetchDashboard(store, testBrand);
      await waitFor(() => expect(router.called(key(ContentEndpoint.banners))).toHaveLength(1));
      store.dispatch(loggedOut());
      answer();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(failures).toEqual([]);
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    } finally {
      process.off('unhandledRejection', failed);
    }
  });

  it('shows the banners kept from last time at once, while it asks for the current ones, which it keeps', async () => {
    const kept: Banner = {
      ...banner,
      id: 7,
      alt: 'Last week’s campaign',
      imageSet: { ...banner.imageSet, src: '/api/content/files/banner-7-960.webp', srcSet: '' },
    };
    localStorage.setItem(
      BANNERS_STORAGE_KEY,
      JSON.stringify({ brandName: testBrand.key, lang: 'en', banners: [kept] }),
    );
    let answer = () => {};
    const router = fetchRouter({
      ...dashboardCalls,
      [key(ContentEndpoint.banners)]: () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(list([banner]));
        }),
    });
    vi.stubGlobal('fetch', router.mock);
    const store = makeStore(signedIn);

    prefetchDashboard(store, testBrand);
    // Its picture is fetched at once, before any call has answered.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
      kept.imageSet.src,
    );
    await renderDashboard(store);
    expect(await screen.findByRole('img', { name: kept.alt })).toBeTruthy();
    await waitFor(() => expect(router.called(key(ContentEndpoint.banners))).toHaveLength(1));

    answer();
    expect(await screen.findByRole('img', { name: banner.alt })).toBeTruthy();
    expect(screen.queryByRole('img', { name: kept.alt })).toBeNull();
    expect(router.called(key(ContentEndpoint.banners))).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(BANNERS_STORAGE_KEY) ?? 'null')).toEqual({
      brandName: testBrand.key,
      lang: 'en',
      banners: [banner],
    });
  });

  it('does not show banners kept for another brand or language, or that are not banners', () => {
    const store = makeStore(signedIn);
    vi.stubGlobal('fetch', fetchRouter(dashboardCalls).mock);
    for (const kept of [
      { brandName: 'elsewhere', lang: 'en', banners: [banner] },
      { brandName: testBrand.key, lang: 'ar', banners: [banner] },
      { brandName: testBrand.key, lang: 'en', banners: [{ id: 'one' }] },
    ]) {
      localStorage.setItem(BANNERS_STORAGE_KEY, JSON.stringify(kept));
      expect(rememberedBanners({ brandName: testBrand.key, lang: 'en' }), JSON.stringify(kept)).toBeNull();
    }
    prefetchDashboard(store, testBrand);
    const query = contentApi.endpoints.banners.select({ brandName: testBrand.key, lang: 'en' });
    expect(query(store.getState()).data).toBeUndefined();
  });

  it('hands a painted page the state as the calls went out: the kept banners in, no answer, though every answer is at once', async () => {
    // A visit before: the session and the banners kept.
    const before = createRuntime();
    await bootstrapped(before.persistor);
    before.store.dispatch(signInAction(loginData));
    window.dispatchEvent(new Event('pagehide'));
    localStorage.setItem(
      BANNERS_STORAGE_KEY,
      JSON.stringify({ brandName: testBrand.key, lang: 'en', banners: [banner] }),
    );
    // Every call answers at once: no list's answer is in the state handed over.
    const router = fetchRouter({
      ...dashboardCalls,
      'POST /api/auth/refreshtoken': () =>
        ok({
          token: 'refreshed',
          tokenExpiresAt: '2099-01-01T00:15:00Z',
          refreshExpiresAt: '2099-01-01T12:00:00Z',
        }),
    });
    vi.stubGlobal('fetch', router.mock);
    window.history.pushState({}, '', '/auth/dashboard');
    try {
      const runtime = createRuntime();
      const painted = await prefetchLanding(runtime, testBrand);
      const content = { brandName: testBrand.key, lang: 'en' as const };
      expect(contentApi.endpoints.banners.select(content)(painted).data).toEqual([banner]);
      expect(contentApi.endpoints.news.select(content)(painted).data).toBeUndefined();
      expect(painted.session.user?.firstName).toBe(loginData.firstName);
      // The store itself goes on: the answers are in it.
      await waitFor(() =>
        expect(contentApi.endpoints.news.select(content)(runtime.store.getState()).data).toEqual([]),
      );
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('asks for the brand’s lists and the patient’s own in the tasks after the banners, and not once the session has ended', async () => {
    const router = fetchRouter(dashboardCalls);
    vi.stubGlobal('fetch', router.mock);
    const store = makeStore(signedIn);
    prefetchDashboard(store, testBrand);
    // The banners' call went out in the same task; nothing else yet.
    expect(Object.keys(store.getState().api.queries).map((k) => k.split('(')[0])).toEqual(['banners']);
    // A refused refresh signs the patient out before the next task: the rest is not asked for.
    store.dispatch(loggedOut());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.called(key(ContentEndpoint.news))).toHaveLength(0);
    expect(router.called(`POST /api${AppointmentPath.history}`)).toHaveLength(0);
  });

  it('asks for nothing without a signed-in patient (the sign-in page takes over)', () => {
    const router = fetchRouter(dashboardCalls);
    vi.stubGlobal('fetch', router.mock);
    prefetchDashboard(makeStore(), testBrand);
    expect(router.calls).toHaveLength(0);
  });
});
