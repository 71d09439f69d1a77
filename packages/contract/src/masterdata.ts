import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { RuleMessage } from './rules';

/** A lookup entry (spec section 3: id and text), with its Arabic text. */
export const lookupItem = lazy(() => z.object({ id: z.int(), text: z.string(), textAr: z.string() }));
export type LookupItem = z.infer<typeof lookupItem>;
export const lookupListResponse = lazy(() => envelope(z.array(lookupItem)));
export type LookupListResponse = z.infer<typeof lookupListResponse>;

/** GET /masterdata/country: nationality and calling codes (countryCode ISO 3166-1 alpha-2). */
export const countryItem = lazy(() =>
  z.extend(lookupItem, {
    countryCode: z.string(),
    /** Calling code without '+', e.g. '971'. */
    phoneCode: z.string(),
    /** Emoji flag built from countryCode. */
    flag: z.string(),
  }),
);
export type CountryItem = z.infer<typeof countryItem>;
export const countryListResponse = lazy(() => envelope(z.array(countryItem)));
export type CountryListResponse = z.infer<typeof countryListResponse>;

/** GET /masterdata/getappconfigurations (bearer). */
export const appConfiguration = lazy(() => z.object({ filterToBeApplied: z.boolean() }));
export type AppConfiguration = z.infer<typeof appConfiguration>;
export const appConfigurationResponse = lazy(() => envelope(appConfiguration));

/** Brand key as the brands use it (the folder name under brands/). */
export const brandNameRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9_-]{1,32}$/, RuleMessage.allFieldsRequired)),
);

/** GET /masterdata/fetchwpbase?brandName=: data is the content service's base address. */
export const wpBaseQuery = lazy(() => z.object({ brandName: brandNameRule }));
export type WpBaseQuery = z.infer<typeof wpBaseQuery>;
export const wpBaseResponse = lazy(() => envelope(z.string()));
export type WpBaseResponse = z.infer<typeof wpBaseResponse>;

/** A hospital location (spec section 3). locationId is the facility id (AD10) saved as facilityId. */
export const hospitalLocation = lazy(() =>
  z.object({
    id: z.int(),
    locationId: z.string(),
    name: z.string(),
    address: z.string(),
    brandname: z.string(),
    his_name: z.string(),
    /** 'yes' or 'no', as the insurance-validation flags are compared. */
    insurance_validation: z.enum(['yes', 'no']),
    /** True when name and address are the Arabic texts (lang=ar). */
    is_arabic: z.boolean(),
    latitude: z.number(),
    longitude: z.number(),
    locationImg: z.nullable(z.string()),
    map_link: z.nullable(z.string()),
    vblog: z.nullable(z.string()),
    websiteLink: z.nullable(z.string()),
  }),
);
export type HospitalLocation = z.infer<typeof hospitalLocation>;

/** List answer of the content service: data.status 'success', data.data, data.message. */
export function contentList<T extends z.ZodMiniType>(item: T) {
  return z.object({ status: z.string(), data: z.array(item), message: z.string() });
}

/** GET /content/locations?brandName=&lang= (bearer): the brand's active locations in order. */
export const locationsQuery = lazy(() =>
  z.object({
    brandName: brandNameRule,
    lang: z._default(z.enum(['en', 'ar']), 'en'),
  }),
);
export type LocationsQuery = z.input<typeof locationsQuery>;
export const locationsResponse = lazy(() => envelope(contentList(hospitalLocation)));
export type LocationsResponse = z.infer<typeof locationsResponse>;

/** Public: gender, documenttype, country, fetchwpbase (pre-login screens). Bearer: the rest. */
export const MasterdataPath = {
  gender: '/masterdata/gender',
  documentType: '/masterdata/documenttype',
  country: '/masterdata/country',
  relations: '/masterdata/relations',
  appConfigurations: '/masterdata/getappconfigurations',
  wpBase: '/masterdata/fetchwpbase',
} as const;

/**
 * The content service's lookups: the brand's hospital locations and its pages (terms, privacy,
 * international patients).
 * ContentPath and ContentEndpoint (content.ts) hold them with the rest of the content service; the
 * sign-in path (the register screen's pages) imports them from here, so it does not carry the
 * content lists' schemas.
 */
export const ContentLookupPath = {
  locations: '/content/locations',
  page: '/content/page',
} as const;

/**
 * The content service's pages the portal shows (spec section 7: terms and privacy page info; the
 * International Patient screen's information page, spec section 2).
 */
export const CONTENT_PAGE_SLUGS = [
  'terms-and-conditions',
  'privacy-policy',
  'international-patients',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** GET /content/page?brandName=&slug=&lang= (public: the register screen shows them). */
export const contentPageQuery = lazy(() =>
  z.object({
    brandName: brandNameRule,
    slug: z.enum(CONTENT_PAGE_SLUGS),
    lang: z._default(z.enum(['en', 'ar']), 'en'),
  }),
);
export type ContentPageQuery = z.input<typeof contentPageQuery>;
/** The page in the content service's shape: data.status 'success', data.data.page_text (HTML). */
export const contentPage = lazy(() => z.object({ page_title: z.string(), page_text: z.string() }));
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResponse = lazy(() =>
  envelope(z.object({ status: z.string(), data: contentPage, message: z.string() })),
);
export type ContentPageResponse = z.infer<typeof contentPageResponse>;

export const MasterdataEndpoint = {
  gender: endpoint({
    method: 'GET',
    path: MasterdataPath.gender,
    request: lazy(() => z.object({})),
    response: lookupListResponse,
  }),
  documentType: endpoint({
    method: 'GET',
    path: MasterdataPath.documentType,
    request: lazy(() => z.object({})),
    response: lookupListResponse,
  }),
  country: endpoint({
    method: 'GET',
    path: MasterdataPath.country,
    request: lazy(() => z.object({})),
    response: countryListResponse,
  }),
  relations: endpoint({
    method: 'GET',
    path: MasterdataPath.relations,
    request: lazy(() => z.object({})),
    response: lookupListResponse,
  }),
  appConfigurations: endpoint({
    method: 'GET',
    path: MasterdataPath.appConfigurations,
    request: lazy(() => z.object({})),
    response: appConfigurationResponse,
  }),
  wpBase: endpoint({
    method: 'GET',
    path: MasterdataPath.wpBase,
    request: wpBaseQuery,
    response: wpBaseResponse,
  }),
} as const;

export const ContentLookupEndpoint = {
  locations: endpoint({
    method: 'GET',
    path: ContentLookupPath.locations,
    request: locationsQuery,
    response: locationsResponse,
  }),
  page: endpoint({
    method: 'GET',
    path: ContentLookupPath.page,
    request: contentPageQuery,
    response: contentPageResponse,
  }),
} as const;
