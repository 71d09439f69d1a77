import {
  type AppConfiguration,
  ContentEndpoint,
  type ContentPage,
  type CountryItem,
  type HospitalLocation,
  type LookupItem,
  MasterdataEndpoint,
  Messages,
  Status,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';
import {
  allCountries,
  allDocumentTypes,
  allGenders,
  allRelationTypes,
  brandLocations,
  brandSetting,
  contentPage,
} from './repository';

const REGIONAL_INDICATOR_A = 0x1f1e6;
const byName = new Intl.Collator('en');

/** 'AE' to the emoji flag (two regional indicator symbols). */
export function flagOf(iso2: string): string {
  return String.fromCodePoint(
    ...[...iso2.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65),
  );
}

const lookup = (row: { id: number; nameEn: string; nameAr: string }): LookupItem => ({
  id: row.id,
  text: row.nameEn,
  textAr: row.nameAr,
});

/**
 * Lookups and configuration. Gender, document types, countries and the content address are public:
 * the registration and sign-in screens need them before anyone is signed in.
 */
export interface MasterdataOptions {
  /** The brand's filterToBeApplied switch (brands/<key>/src/brand.ts features). */
  filterToBeApplied: boolean;
}

export async function masterdataRoutes(app: FastifyInstance, options: MasterdataOptions) {
  const { db } = app.portal;
  const signedIn = { preHandler: requireUser() };

  route(app, MasterdataEndpoint.gender, {}, async () => success((await allGenders(db)).map(lookup)));

  route(app, MasterdataEndpoint.documentType, {}, async () =>
    success((await allDocumentTypes(db)).map(lookup)),
  );

  route(app, MasterdataEndpoint.country, {}, async () => {
    // Sorted here, not by the database, so every server answers the same order whatever its collation.
    const rows = (await allCountries(db)).sort((a, b) => byName.compare(a.nameEn, b.nameEn));
    return success<CountryItem[]>(
      rows.map((row) => ({
        ...lookup(row),
        countryCode: row.iso2,
        phoneCode: row.phoneCode,
        flag: flagOf(row.iso2),
      })),
    );
  });

  route(app, MasterdataEndpoint.relations, signedIn, async () =>
    success((await allRelationTypes(db)).map(lookup)),
  );

  route(app, MasterdataEndpoint.appConfigurations, signedIn, async () => {
    return success<AppConfiguration>({ filterToBeApplied: options.filterToBeApplied });
  });

  route(app, MasterdataEndpoint.wpBase, {}, async ({ brandName }) => {
    const brand = await brandSetting(db, brandName);
    if (!brand) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    return success(brand.wpBaseUrl);
  });

  /**
   * The brand's active hospital locations in their order, in the content service's list shape
   * (data.status 'success', data.data, data.message). locationId is the facility id a patient
   * saves as preferred hospital.
   */
  route(app, ContentEndpoint.locations, signedIn, async ({ brandName, lang }) => {
    if (!(await brandSetting(db, brandName)))
      throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    const arabic = lang === 'ar';
    const rows = await brandLocations(db, brandName);
    const data = rows.map(
      ({ location, hisName }): HospitalLocation => ({
        id: location.id,
        locationId: location.facilityId,
        name: arabic ? location.nameAr : location.nameEn,
        address: arabic ? location.addressAr : location.addressEn,
        brandname: location.brand,
        his_name: hisName,
        insurance_validation: location.insuranceValidation ? 'yes' : 'no',
        is_arabic: arabic,
        latitude: location.latitude,
        longitude: location.longitude,
        locationImg: location.imageUrl,
        map_link: location.mapLink,
        vblog: location.vblog,
        websiteLink: location.websiteLink,
      }),
    );
    return success({ status: 'success', data, message: '' });
  });

  /**
   * A page of the brand's content (terms and conditions, privacy policy) in the language asked,
   * in the content service's shape. Public: the register screen shows it before any sign-in.
   */
  route(app, ContentEndpoint.page, {}, async ({ brandName, slug, lang }) => {
    const page = await contentPage(db, brandName, slug, lang);
    if (!page) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    const data: ContentPage = { page_title: page.title, page_text: page.pageText };
    return success({ status: 'success', data, message: '' });
  });
}
