import {
  type Banner,
  type EndpointInput,
  type ContentEndpoint,
  type Faq,
  type HealthPackage,
  type HealthPackageDetail,
  type ImageSet,
  type Insurer,
  type MediaItem,
  Messages,
  type NewsItem,
  Status,
} from '@portal/contract';
import type { AppDb } from '../../db/index';
import { ApiError } from '../../http/envelope';
import * as repo from './repository';

/**
 * The brand a content call is answered for. On a brand's site it is that brand, and a brandName
 * naming another brand is answered as one that does not exist: one brand's site never shows another
 * brand's content. An app serving no brand site (the API alone) answers the brand named.
 */
export async function contentBrand(db: AppDb, siteBrand: string | null, brandName: string): Promise<string> {
  const known = siteBrand === null ? await repo.brandExists(db, brandName) : brandName === siteBrand;
  if (!known) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
  return brandName;
}

interface ImageColumns {
  imageSrc: string;
  imageSrcset: string;
  imageWidth: number;
  imageHeight: number;
}

const imageSetOf = (row: ImageColumns): ImageSet => ({
  src: row.imageSrc,
  srcSet: row.imageSrcset,
  width: row.imageWidth,
  height: row.imageHeight,
});

export async function listBanners(db: AppDb, scope: repo.ListScope): Promise<Banner[]> {
  return (await repo.banners(db, scope)).map((row) => ({
    id: row.id,
    imagepath: row.imageSrc,
    alt: row.alt,
    imageSet: imageSetOf(row),
  }));
}

export async function listNews(db: AppDb, scope: repo.ListScope): Promise<NewsItem[]> {
  return (await repo.news(db, scope)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    imagepath: row.imageSrc,
    imageSet: imageSetOf(row),
    publishDate: row.publishAt.toISOString(),
  }));
}

export async function listMedia(db: AppDb, scope: repo.ListScope): Promise<MediaItem[]> {
  return (await repo.media(db, scope)).map((row) => ({
    id: row.id,
    title: row.title,
    imagepath: row.imageSrc,
    imageSet: imageSetOf(row),
    publishDate: row.publishAt.toISOString(),
    videolink: row.videoSrc,
    captions: row.captions.map((track) => ({
      lang: track.lang === 'ar' ? 'ar' : 'en',
      label: track.label,
      src: track.src,
    })),
  }));
}

export async function listInsurers(db: AppDb, scope: repo.ListScope): Promise<Insurer[]> {
  return (await repo.insurers(db, scope)).map((row) => ({
    id: row.id,
    name: row.name,
    image: row.imageSrc,
    imageSet: imageSetOf(row),
  }));
}

const healthPackageOf = (row: Awaited<ReturnType<typeof repo.packages>>[number]): HealthPackage => ({
  name: row.name,
  packagename: row.displayName,
  title: row.title,
  image: row.imageSrc,
  imageSet: imageSetOf(row),
});

export async function listPackages(db: AppDb, scope: repo.ListScope): Promise<HealthPackage[]> {
  return (await repo.packages(db, scope)).map(healthPackageOf);
}

/** One package with its sub-packages; 404 for a key the brand has not published. */
export async function packageDetail(
  db: AppDb,
  scope: repo.ListScope,
  name: string,
): Promise<HealthPackageDetail> {
  const row = await repo.packageByName(db, scope, name);
  if (!row) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
  return {
    ...healthPackageOf(row),
    subPackages: row.subPackages.map((sub) => ({
      name: sub.name,
      description: sub.description,
      price: sub.price,
    })),
  };
}

export async function listFaqs(db: AppDb, scope: repo.ListScope): Promise<Faq[]> {
  return (await repo.faqs(db, scope)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
  }));
}

const notBooked = () => new ApiError(400, Status.Invalid, [Messages.content.packageNotBooked]);

/**
 * Stores a health package request of the signed-in patient (spec section 4: result true means
 * booked). The location must be an active one of the brand (the site's, or on an app serving no
 * brand the location's own) and facilityId its facility; the package and sub-package must be ones
 * the brand publishes. Anything else is refused and nothing is stored.
 */
export async function bookPackage(
  db: AppDb,
  siteBrand: string | null,
  userId: number,
  input: EndpointInput<typeof ContentEndpoint.bookPackage>,
  now: Date,
): Promise<void> {
  const location = await repo.activeLocation(db, input.hospitalLocation);
  if (!location || (siteBrand !== null && location.brand !== siteBrand)) throw notBooked();
  if (input.facilityId.some((facility) => facility !== location.facilityId)) throw notBooked();
  const brand = location.brand;
  if (!(await repo.subPackageOffered(db, brand, input.packageName, input.subPackageName, now)))
    throw notBooked();
  await repo.insertPackageRequest(db, {
    userId,
    brand,
    facilityId: location.facilityId,
    locationId: location.id,
    firstName: input.firstName,
    lastName: input.lastName,
    callingCode: input.callingCode,
    mobile: input.mobile,
    email: input.email,
    packageName: input.packageName,
    subPackageName: input.subPackageName,
    apptDate: input.apptDate,
  });
}
