import * as z from 'zod/mini';
import { MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, NAME_MAX } from './constants';
import { isIsoDate, type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { brandNameRule, ContentLookupEndpoint, ContentLookupPath, contentList } from './masterdata';
import { EMAIL_MAX, isCleanName, RuleMessage } from './rules';

/**
 * The content service (spec sections 3, 5, 7 and 8): what each brand publishes in English and
 * Arabic (banners, news, events with a video, insurers, health packages with their sub-packages,
 * FAQs) and the health package booking. Lists answer in the content service's shape inside the
 * envelope: data.status 'success', data.data, data.message.
 *
 * Every list is the brand's own: brandName must name the brand whose site asks (another brand's
 * name answers 404 auth.notFound), and only items whose publish date has come are listed, newest
 * first. Items are public (the dashboard shows them after sign-in, but nothing in them is personal).
 *
 * Paths (under /api):
 * - GET  /content/banners?brandName=&lang=         ContentEndpoint.banners
 * - GET  /content/news?brandName=&lang=            ContentEndpoint.news
 * - GET  /content/media?brandName=&lang=           ContentEndpoint.media (events, each with a video)
 * - GET  /content/insurance?brandName=&lang=       ContentEndpoint.insurance
 * - GET  /content/packages?brandName=&lang=        ContentEndpoint.packages (health packages)
 * - GET  /content/package?brandName=&lang=&name=   ContentEndpoint.package (one, with sub-packages;
 *                                                  404 auth.notFound for a name the brand lacks)
 * - GET  /content/faqs?brandName=&lang=            ContentEndpoint.faqs
 * - POST /user/requesthealthpkg                    ContentEndpoint.bookPackage (bearer)
 * - GET  /content/files/<file>                     not an endpoint: the brand's images, videos and
 *   captions as files (imagepath, imageSet, videolink and captions point there), cached for a year.
 *
 * ContentEndpoint also holds the hospital locations and the terms and privacy pages (GET
 * /content/locations?brandName=&lang=, /content/page?brandName=&slug=&lang=), described in
 * masterdata.ts as ContentLookupEndpoint: the sign-in path (the register screen's pages) imports
 * that one, so this file's schemas stay off the sign-in bundle.
 *
 * Booking answers (codes of Messages.content, texts in contentText.ts):
 * - 200 'Success', content.packageBooked, data {result: true}: stored for the signed-in patient.
 * - 400 'BadRequest', rule.allFieldsRequired ('All fields are required'): any rule of section 5
 *   (every field required, mobile 8 to 10 digits, e-mail pattern, a real date not before today in
 *   the UAE); nothing is stored.
 * - 400 'Invalid', content.packageNotBooked ('Health package was not booked'): the package,
 *   sub-package or hospital location is not the brand's, or facilityId is not that location's.
 * - 401 without a session.
 */

export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Every content list's query: the brand and the language of the texts (default English). */
export const contentListQuery = lazy(() =>
  z.object({
    brandName: brandNameRule,
    lang: z._default(z.enum(CONTENT_LANGUAGES), 'en'),
  }),
);
export type ContentListQuery = z.input<typeof contentListQuery>;

/**
 * What a responsive <img> needs: `src` (the middle size, for browsers without srcset), `srcSet`
 * ('<url> 480w, <url> 960w, ...', the widths the server has; empty for an SVG, which has one) and
 * the intrinsic `width` and `height` of the largest size, so the page keeps the image's place
 * before it loads.
 */
export const imageSet = lazy(() =>
  z.object({
    src: z.string(),
    srcSet: z.string(),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
  }),
);
export type ImageSet = z.infer<typeof imageSet>;

/** Banner (spec section 3: imagepath), with its text alternative. */
export const banner = lazy(() => z.object({ id: z.int(), imagepath: z.string(), alt: z.string(), imageSet }));
export type Banner = z.infer<typeof banner>;

/** News (spec section 3). description is plain text, paragraphs separated by a blank line ('\n\n'). */
export const newsItem = lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    imagepath: z.string(),
    imageSet,
    /** ISO instant ('2026-11-20T06:00:00.000Z'). */
    publishDate: z.string(),
  }),
);
export type NewsItem = z.infer<typeof newsItem>;

/** A WebVTT captions track of an event's video. */
export const captionTrack = lazy(() =>
  z.object({
    lang: z.enum(CONTENT_LANGUAGES),
    /** The track's name in its own language ('English', 'العربية'). */
    label: z.string(),
    src: z.string(),
  }),
);
export type CaptionTrack = z.infer<typeof captionTrack>;

/** Media, shown as events (spec section 3): videolink is a WebM file the server serves. */
export const mediaItem = lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    imagepath: z.string(),
    imageSet,
    /** ISO instant. */
    publishDate: z.string(),
    videolink: z.string(),
    captions: z.array(captionTrack),
  }),
);
export type MediaItem = z.infer<typeof mediaItem>;

/** Insurance (spec section 3: name, image); the image is an SVG logo. */
export const insurer = lazy(() => z.object({ id: z.int(), name: z.string(), image: z.string(), imageSet }));
export type Insurer = z.infer<typeof insurer>;

/**
 * Health package (spec section 3): `name` is its key (the same in both languages; what
 * ContentEndpoint.package and the booking's packageName take), `packagename` the name shown on its
 * card, `title` the line under it on the details banner.
 */
export const healthPackage = lazy(() =>
  z.object({
    name: z.string(),
    packagename: z.string(),
    title: z.string(),
    image: z.string(),
    imageSet,
  }),
);
export type HealthPackage = z.infer<typeof healthPackage>;

/** Sub-package: description is HTML (sanitise before showing), price in AED. */
export const subPackage = lazy(() =>
  z.object({
    name: z.string(),
    description: z.string(),
    price: z.number().check(z.nonnegative()),
  }),
);
export type SubPackage = z.infer<typeof subPackage>;

/** One package with its sub-packages, in the language asked. */
export const healthPackageDetail = lazy(() => z.extend(healthPackage, { subPackages: z.array(subPackage) }));
export type HealthPackageDetail = z.infer<typeof healthPackageDetail>;

/** FAQ of Need Help (spec section 2): description is HTML (sanitise before showing). */
export const faq = lazy(() => z.object({ id: z.int(), title: z.string(), description: z.string() }));
export type Faq = z.infer<typeof faq>;

export const bannersResponse = lazy(() => envelope(contentList(banner)));
export type BannersResponse = z.infer<typeof bannersResponse>;
export const newsResponse = lazy(() => envelope(contentList(newsItem)));
export type NewsResponse = z.infer<typeof newsResponse>;
export const mediaResponse = lazy(() => envelope(contentList(mediaItem)));
export type MediaResponse = z.infer<typeof mediaResponse>;
export const insuranceResponse = lazy(() => envelope(contentList(insurer)));
export type InsuranceResponse = z.infer<typeof insuranceResponse>;
export const packagesResponse = lazy(() => envelope(contentList(healthPackage)));
export type PackagesResponse = z.infer<typeof packagesResponse>;
export const faqsResponse = lazy(() => envelope(contentList(faq)));
export type FaqsResponse = z.infer<typeof faqsResponse>;

/** GET /content/package?brandName=&lang=&name=: the package's key (healthPackage.name). */
export const packageQuery = lazy(() =>
  z.extend(contentListQuery, {
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  }),
);
export type PackageQuery = z.input<typeof packageQuery>;
export const packageResponse = lazy(() =>
  envelope(z.object({ status: z.string(), data: healthPackageDetail, message: z.string() })),
);
export type PackageResponse = z.infer<typeof packageResponse>;

/* The booking's rules (spec section 5): every failure says 'All fields are required'. */

const refused = { error: RuleMessage.allFieldsRequired, abort: true } as const;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const KEY_MAX = 100;

const bookingName = lazy(() =>
  z
    .string(refused)
    .check(z.trim(), z.minLength(1, refused), z.maxLength(NAME_MAX, refused), z.refine(isCleanName, refused)),
);

const bookingKey = lazy(() =>
  z
    .string(refused)
    .check(z.trim(), z.minLength(1, refused), z.maxLength(KEY_MAX, refused), z.refine(isCleanName, refused)),
);

/**
 * POST /user/requesthealthpkg, the spec's field names. hospitalLocation is the chosen location's
 * `id` (ContentLookupEndpoint.locations) and facilityId that location's `locationId`, as a list of
 * one; packageName is the package's key (healthPackage.name) and subPackageName a sub-package's
 * name as listed; apptDate is the wished day, ISO, today or later on the UAE calendar.
 */
export function makeBookPackageRequest(today: Today = uaeToday) {
  return z.object({
    facilityId: z
      .array(z.string(refused).check(z.regex(/^[A-Z]{2}\d{2}$/, refused)), refused)
      .check(z.minLength(1, refused), z.maxLength(1, refused)),
    firstName: bookingName,
    lastName: bookingName,
    callingCode: z.string(refused).check(z.trim(), z.regex(/^\d{1,4}$/, refused)),
    mobile: z
      .string(refused)
      .check(z.trim(), z.regex(new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`), refused)),
    email: z
      .string(refused)
      .check(z.trim(), z.minLength(1, refused), z.maxLength(EMAIL_MAX, refused), z.regex(EMAIL, refused)),
    hospitalLocation: z.int(refused).check(z.positive(refused)),
    packageName: bookingKey,
    subPackageName: bookingKey,
    apptDate: z.string(refused).check(
      z.trim(),
      z.refine(isIsoDate, refused),
      z.refine((iso) => iso >= today(), refused),
    ),
  });
}
export const bookPackageRequest = lazy(() => makeBookPackageRequest());
export type BookPackageRequest = z.input<typeof bookPackageRequest>;
export const bookPackageResponse = lazy(() => envelope(z.object({ result: z.literal(true) })));
export type BookPackageResponse = z.infer<typeof bookPackageResponse>;

export const ContentPath = {
  ...ContentLookupPath,
  banners: '/content/banners',
  news: '/content/news',
  media: '/content/media',
  insurance: '/content/insurance',
  packages: '/content/packages',
  package: '/content/package',
  faqs: '/content/faqs',
  /** GET /content/files/<file>: the brand's media (not an endpoint: files, with Range for videos). */
  files: '/content/files',
  bookPackage: '/user/requesthealthpkg',
} as const;

export const ContentEndpoint = {
  ...ContentLookupEndpoint,
  banners: endpoint({
    method: 'GET',
    path: ContentPath.banners,
    request: contentListQuery,
    response: bannersResponse,
  }),
  news: endpoint({
    method: 'GET',
    path: ContentPath.news,
    request: contentListQuery,
    response: newsResponse,
  }),
  media: endpoint({
    method: 'GET',
    path: ContentPath.media,
    request: contentListQuery,
    response: mediaResponse,
  }),
  insurance: endpoint({
    method: 'GET',
    path: ContentPath.insurance,
    request: contentListQuery,
    response: insuranceResponse,
  }),
  packages: endpoint({
    method: 'GET',
    path: ContentPath.packages,
    request: contentListQuery,
    response: packagesResponse,
  }),
  package: endpoint({
    method: 'GET',
    path: ContentPath.package,
    request: packageQuery,
    response: packageResponse,
  }),
  faqs: endpoint({
    method: 'GET',
    path: ContentPath.faqs,
    request: contentListQuery,
    response: faqsResponse,
  }),
  bookPackage: endpoint({
    method: 'POST',
    path: ContentPath.bookPackage,
    request: bookPackageRequest,
    response: bookPackageResponse,
  }),
} as const;
