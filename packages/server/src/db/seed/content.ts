import { type BrandContent, ContentPath } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../index';
import {
  contentBanners,
  contentFaqs,
  contentInsurers,
  contentMedia,
  contentMediaCaptions,
  contentNews,
  contentPackages,
  contentSubPackages,
} from '../schema';

type Tx = Pick<AppDb, 'select' | 'insert'>;

/** Where the brand's files are served (modules/content/routes.ts), under /api. */
const FILES = `/api${ContentPath.files}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const LANGUAGES = ['en', 'ar'] as const;
const CAPTION_LABELS = { en: 'English', ar: 'العربية' } as const;

/**
 * The pictures' shapes as brands/<key>/src/content-media holds them (scripts/make-content-media.ts):
 * banners 1600 x 500 at 480, 960 and 1600 wide; news, events and packages 3 : 2 at 480 and 960;
 * insurer logos one SVG of 360 x 120.
 */
const PICTURES = {
  banner: { widths: [480, 960, 1600], ratio: 500 / 1600 },
  picture: { widths: [480, 960], ratio: 2 / 3 },
} as const;
const LOGO = { width: 360, height: 120 };

function picture(name: string, shape: (typeof PICTURES)[keyof typeof PICTURES]) {
  const url = (width: number) => `${FILES}/${name}-${width}.webp`;
  const largest = shape.widths[shape.widths.length - 1] ?? 960;
  return {
    imageSrc: url(960),
    imageSrcset: shape.widths.map((width) => `${url(width)} ${width}w`).join(', '),
    imageWidth: largest,
    imageHeight: Math.round(largest * shape.ratio),
  };
}

function logo(name: string) {
  return {
    imageSrc: `${FILES}/${name}.svg`,
    imageSrcset: '',
    imageWidth: LOGO.width,
    imageHeight: LOGO.height,
  };
}

/**
 * A brand's content (brands/<key>/src/content.ts) in both languages, once: a brand that already has
 * banners keeps what it has, so restarts never duplicate it and editors' changes stay. Publish
 * dates are placed relative to `now` (the first start).
 */
export async function seedBrandContent(db: Tx, brand: string, content: BrandContent, now: Date) {
  const [seeded] = await db
    .select({ id: contentBanners.id })
    .from(contentBanners)
    .where(eq(contentBanners.brand, brand))
    .limit(1);
  if (seeded) return;
  const publishAt = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const lang of LANGUAGES) {
    // drizzle refuses an empty insert: a brand may publish nothing of a kind.
    const bannerRows = content.banners.map((item) => ({
      brand,
      lang,
      alt: item.alt[lang],
      ...picture(item.image, PICTURES.banner),
      publishAt: publishAt(item.publishDays),
    }));
    if (bannerRows.length > 0) await db.insert(contentBanners).values(bannerRows);
    const newsRows = content.news.map((item) => ({
      brand,
      lang,
      title: item.title[lang],
      description: item.description[lang],
      ...picture(item.image, PICTURES.picture),
      publishAt: publishAt(item.publishDays),
    }));
    if (newsRows.length > 0) await db.insert(contentNews).values(newsRows);
    for (const item of content.events) {
      const [media] = await db
        .insert(contentMedia)
        .values({
          brand,
          lang,
          title: item.title[lang],
          ...picture(item.image, PICTURES.picture),
          videoSrc: `${FILES}/${item.video}.webm`,
          publishAt: publishAt(item.publishDays),
        })
        .returning({ id: contentMedia.id });
      if (!media) throw new Error('content_media row was not created');
      await db.insert(contentMediaCaptions).values(
        LANGUAGES.map((track) => ({
          mediaId: media.id,
          lang: track,
          label: CAPTION_LABELS[track],
          src: `${FILES}/${item.video}.${track}.vtt`,
        })),
      );
    }
    const insurerRows = content.insurers.map((item, index) => ({
      brand,
      lang,
      name: item.name[lang],
      ...logo(item.image),
      sortOrder: index + 1,
      publishAt: now,
    }));
    if (insurerRows.length > 0) await db.insert(contentInsurers).values(insurerRows);
    const packageRows = content.packages.map((item, index) => ({
      brand,
      lang,
      name: item.name,
      displayName: item.packagename[lang],
      title: item.title[lang],
      ...picture(item.image, PICTURES.picture),
      sortOrder: index + 1,
      publishAt: now,
    }));
    if (packageRows.length > 0) await db.insert(contentPackages).values(packageRows);
    const subPackageRows = content.packages.flatMap((item) =>
      item.subPackages.map((sub, index) => ({
        brand,
        lang,
        packageKey: item.name,
        name: sub.name[lang],
        description: sub.description[lang],
        price: sub.price,
        sortOrder: index + 1,
      })),
    );
    if (subPackageRows.length > 0) await db.insert(contentSubPackages).values(subPackageRows);
    const faqRows = content.faqs.map((item, index) => ({
      brand,
      lang,
      title: item.title[lang],
      description: item.description[lang],
      sortOrder: index + 1,
      publishAt: now,
    }));
    if (faqRows.length > 0) await db.insert(contentFaqs).values(faqRows);
  }
}
