import type { Theme } from '@portal/ui';

/** A text in both portal languages. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/**
 * Everything that makes a brand: a brand app passes one of these to <PortalApp/> and holds no logic.
 * Adding a hospital skin means a new config, never a change to feature code.
 */
export interface BrandConfig {
  /** Brand key as the API knows it, e.g. 'aldhannah', 'colab'. */
  key: string;
  displayName: LocalizedText;
  /** Facility id of spec section 1, e.g. 'AD10'. */
  facilityId: string;
  theme: Theme;
  /**
   * The logo file of each language: the Arabic one carries the hospital's Arabic name, and the login
   * page and the header show the one of the page's language. Files (imported .svg), never inlined.
   */
  logo: { src: LocalizedText; alt: LocalizedText };
  /** Public-area carousel images (wide screens). */
  banners: Array<{ id: string; src: string; alt: LocalizedText }>;
  features: {
    /** App-store download links on the login screen (hidden for the collaboration brand). */
    appStoreLinks: boolean;
  };
  appStoreLinks?: { apple: string; google: string };
  /** Customer-care number, e.g. '8007267'. */
  helpline: string;
  supportEmail: string;
  /** e.g. 'V 1.0.0'. */
  versionLabel: string;
}
