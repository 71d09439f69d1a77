import type { Banner, ImageSet } from '@portal/contract';
import { appointmentsApi } from '../appointments/api';
import { bookingApi } from '../booking/api';
import type { BrandConfig } from '../brand/BrandConfig';
import { bannerSizes } from '../dashboard/bannerImage';
import { doctorsApi } from '../doctors/api';
import { selectLanguage } from '../preferences/slice';
import { contentApi } from '../shared/content/api';
import { rememberedBanners } from '../shared/content/rememberedBanners';
import { locationsApi } from '../shared/locations/api';
import { selectSessionUser } from '../store/session';
import type { AppStore } from '../store/store';
import { nextTask } from './nextTask';

/**
 * The dashboard's calls (its banners, news and events, the hospitals, the specialties, the patient's
 * appointments and doctors), started as soon as the stored session is read back on a page opened at
 * /auth/dashboard (a reload, a bookmark, the app opened again; runtime.ts, prefetchLanding), beside
 * the session's refresh call and the chunks: the patient's own lists wait for that one refresh (the
 * base query's mutex) and go out with its token, the brand's content goes at once. Without this they started
 * only once the app had rendered the dashboard, on a phone's CPU 1.7 s after the refresh had
 * answered, and the banner (the page's main image) was asked for after its list had come back and
 * the dashboard had rendered again. The arguments are the ones the dashboard's parts ask with, so
 * they find their data cached (landingPrefetch.test.tsx fails on a second call); the first
 * banner's image is preloaded once its list is in. The banners last given (kept in the browser,
 * shared/content/rememberedBanners.ts) are the list until the current one answers: the dashboard
 * shows them at once, and they are what index.html painted before the scripts ran. In the shell (app/), which composes the features
 * whose lists the dashboard shows.
 *
 * The banners go out at once (the page's main image; runtime.ts takes the painted state right
 * after); the brand's lists a task later, the patient's own a task after that. Sent in one task, the
 * nine calls' dispatches and their first steps were 40-65 ms of a phone's CPU (4x slowdown) in one
 * piece; the patient's lists wait for the refresh call anyway.
 */
export function prefetchDashboard(store: AppStore, brand: BrandConfig): void {
  const state = store.getState();
  const user = selectSessionUser(state);
  if (!user) return;
  const content = { brandName: brand.key, lang: selectLanguage(state) };
  const own = { familyMemberId: 0, brandName: brand.key };
  const { dispatch } = store;

  const remembered = rememberedBanners(content);
  if (remembered) {
    preloadFirst(remembered, brand);
    dispatch(
      contentApi.util.upsertQueryEntries([{ endpointName: 'banners', arg: content, value: remembered }]),
    );
  }
  const banners = dispatch(
    contentApi.endpoints.banners.initiate(content, { subscribe: false, forceRefetch: remembered !== null }),
  );
  banners.unwrap().then(
    // No list when the session ended while it was asked for (a refused refresh resets the cache).
    (current: readonly Banner[] | undefined) => {
      if (current && current[0]?.imageSet.src !== remembered?.[0]?.imageSet.src) preloadFirst(current, brand);
    },
    // The banners' own part says so when it asks again.
    () => undefined,
  );

  // Each later part only while the session lasts (a refused refresh signs the patient out).
  const stillSignedIn = () => selectSessionUser(store.getState()) !== null;
  void nextTask()
    .then(() => {
      if (!stillSignedIn()) return;
      dispatch(contentApi.util.prefetch('news', content, {}));
      dispatch(contentApi.util.prefetch('media', content, {}));
      dispatch(locationsApi.util.prefetch('locations', content, {}));
      dispatch(doctorsApi.util.prefetch('specialtiesOfBrand', user.vblog || brand.key, {}));
      return nextTask();
    })
    .then(() => {
      if (!stillSignedIn()) return;
      dispatch(appointmentsApi.util.prefetch('appointmentHistory', own, {}));
      dispatch(appointmentsApi.util.prefetch('recentConsultations', own, {}));
      dispatch(appointmentsApi.util.prefetch('appointmentsConfiguration', undefined, {}));
      dispatch(bookingApi.util.prefetch('departmentCodes', undefined, {}));
    });
}

function preloadFirst([first]: readonly Banner[], brand: BrandConfig): void {
  if (first) preloadImage(first.imageSet, bannerSizes(brand.theme));
}

/** Fetches the image the carousel will show first, the file the browser would pick for `sizes`. */
function preloadImage(image: ImageSet, sizes: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image.src);
  if (image.srcSet) {
    link.setAttribute('imagesrcset', image.srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
