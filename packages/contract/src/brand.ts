/**
 * What a brand (brands/<key>/src/brand.ts) tells the server and the app: its names, where it is
 * served, its facility and contact details and its switches. Read by the server when it starts,
 * bundled into the brand's own app, and never into another brand's.
 */
export interface BrandSiteConfig {
  /** The brand's folder name and key as the API knows it (brandName, vblog). */
  key: string;
  displayName: { en: string; ar: string };
  /** Facility id of spec section 1 (two letters and two digits). */
  facilityId: string;
  /**
   * Host names the brand is served on in one server process (e.g. 'portal.example.ae'). A request
   * for any of them gets this brand's pages and its API, whatever the port.
   */
  hosts: string[];
  /** Development default: the brand also has its own port, PORT + devPortOffset. */
  devPortOffset: number;
  /** Customer-care number, e.g. '8007267'. */
  helpline: string;
  supportEmail: string;
  /** e.g. 'V 1.0.0'. */
  versionLabel: string;
  features: {
    /** App-store download links on the login screen (appStoreLinks must be set). */
    appStoreLinks: boolean;
    /** The appointments list shows only the appointments of the patient's chosen hospital. */
    filterToBeApplied: boolean;
    /** Complaints always go to this facility instead of one the patient picks (none: they pick). */
    complaintFacilityId?: string;
  };
  appStoreLinks?: { apple: string; google: string };
}

/** A brand's seed data (brands/<key>/src/seed.ts): its facility and the locations patients choose. */
export interface BrandSeed {
  facility: {
    /** The hospital system's short name for the facility. */
    hisName: string;
    nameEn: string;
    nameAr: string;
    /** Whether the facility checks the patient's insurance before booking. */
    insuranceValidation: boolean;
  };
  locations: Array<{
    nameEn: string;
    nameAr: string;
    addressEn: string;
    addressAr: string;
    latitude: number;
    longitude: number;
    insuranceValidation: boolean;
  }>;
  /**
   * The content service's pages (spec section 7), HTML, seeded when the brand has none yet (a page
   * already stored is kept: migration 0005 also wrote the first two brands' pages, the same texts).
   */
  pages?: Array<{
    slug: 'terms-and-conditions' | 'privacy-policy';
    lang: 'en' | 'ar';
    title: string;
    pageText: string;
  }>;
  /**
   * What the brand publishes on the content service (content.ts), seeded when the brand has no
   * content yet. Its files are in brands/<key>/src/content-media (BrandContent).
   */
  content?: BrandContent;
}

/** A text in both of the portal's languages. */
export interface BrandText {
  en: string;
  ar: string;
}

/**
 * A brand's content (spec section 3: banners, news, media shown as events, insurers, health
 * packages, FAQs), each item in English and Arabic. Images and videos are named by the files in
 * brands/<key>/src/content-media: `image: 'news-1'` is news-1-480.webp and news-1-960.webp
 * (banners also -1600), an insurer's is insurer-N.svg, `video: 'event-video-1'` is
 * event-video-1.webm with its captions event-video-1.en.vtt and event-video-1.ar.vtt. publishDays
 * places an item's publish date that many days after the seed (negative: before it), so the demo's
 * dates stay recent and a positive one is not shown until then.
 */
export interface BrandContent {
  banners: Array<{ image: string; alt: BrandText; publishDays: number }>;
  /** description: plain text, paragraphs separated by a blank line. */
  news: Array<{ image: string; title: BrandText; description: BrandText; publishDays: number }>;
  events: Array<{ image: string; video: string; title: BrandText; publishDays: number }>;
  insurers: Array<{ image: string; name: BrandText }>;
  /** name: the package's key (both languages); a sub-package's description is HTML, price in AED. */
  packages: Array<{
    name: string;
    image: string;
    packagename: BrandText;
    title: BrandText;
    subPackages: Array<{ name: BrandText; description: BrandText; price: number }>;
  }>;
  /** description: HTML. */
  faqs: Array<{ title: BrandText; description: BrandText }>;
}
