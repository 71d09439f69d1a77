import { type Banner, banner, type ContentListQuery } from '@portal/contract';
import { webStorage } from '../../store/storage';

/**
 * Where the brand's banners, as the content service last gave them, are kept (localStorage): brand
 * content every visitor of the brand sees, nothing of the patient's. A page opened at the dashboard
 * shows them at once while it asks for the current list (app/landingPrefetch.ts), and index.html
 * paints the dashboard with the first of them before any script has run (scripts/brand-vite-config.ts).
 */
export const BANNERS_STORAGE_KEY = 'portal:banners';

/** What is kept: the one list last shown, with the brand and language it is of. */
export interface RememberedBanners extends ContentListQuery {
  banners: Banner[];
}

/** Keeps the list the content service gave for this brand and language (a full storage keeps nothing). */
export function rememberBanners(query: ContentListQuery, banners: Banner[]): void {
  const value: RememberedBanners = { brandName: query.brandName, lang: query.lang, banners };
  try {
    webStorage()?.setItem(BANNERS_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Nothing kept: the next visit asks and waits, as without it.
  }
}

/** The banners last given for this brand and language, or null (none kept, another brand or language). */
export function rememberedBanners(query: ContentListQuery): Banner[] | null {
  try {
    const kept: Partial<RememberedBanners> | null = JSON.parse(
      webStorage()?.getItem(BANNERS_STORAGE_KEY) ?? 'null',
    );
    if (kept?.brandName !== query.brandName || kept.lang !== query.lang || !Array.isArray(kept.banners))
      return null;
    // What another version of the portal kept may not be a banner of this one.
    return kept.banners.every((item) => banner.safeParse(item).success) ? kept.banners : null;
  } catch {
    return null;
  }
}
