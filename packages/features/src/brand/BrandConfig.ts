import type { BrandSiteConfig } from '@portal/contract';
import type { Theme } from '@portal/ui';

export type { BrandSeed, BrandSiteConfig } from '@portal/contract';

/** A text in both portal languages. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/**
 * Everything that makes a brand: a brand app passes one of these to startPortal and holds no logic.
 * Its site settings (brands/<key>/src/brand.ts) plus what only the app needs: the theme built from
 * the brand's tokens, its logos and banners. Adding a hospital skin means a new brands/<key>
 * folder (`pnpm new-brand`), never a change to feature code.
 */
export interface BrandConfig extends BrandSiteConfig {
  theme: Theme;
  /**
   * The logo file of each language: the Arabic one carries the hospital's Arabic name, and the login
   * page and the header show the one of the page's language. Files (imported .svg), never inlined.
   */
  logo: { src: LocalizedText; alt: LocalizedText };
  /** Public-area carousel images (wide screens). */
  banners: Array<{ id: string; src: string; alt: LocalizedText }>;
}
