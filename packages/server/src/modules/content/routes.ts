import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ContentEndpoint, ContentPath, Messages, makeBookPackageRequest } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import type { ListScope } from './repository';
import {
  bookPackage,
  contentBrand,
  listBanners,
  listFaqs,
  listInsurers,
  listMedia,
  listNews,
  listPackages,
  packageDetail,
} from './service';

export interface ContentOptions {
  /** The brand whose site this app serves; null: the API alone, which answers the brand named. */
  brand: string | null;
  /** That brand's content files (brands/<key>/src/content-media); null or missing: none served. */
  mediaDir: string | null;
}

/** The content service's list shape inside the envelope (spec section 7). */
const listed = <T>(data: T) => success({ status: 'success', data, message: '' });

/** The files a brand's content names: lower-case words, an optional caption language, a known type. */
const FILE_NAME = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:en|ar))?\.(?:webp|svg|webm|vtt)$/;
/** The names are not versioned: a week, then the browser asks again (ETag, Last-Modified). */
const FILE_CACHE = 'public, max-age=604800';
/** An SVG opened on its own runs nothing and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The content service (spec section 7, contract content.ts): the brand's banners, news, events,
 * insurers, health packages and FAQs in the language asked, published items only; the health
 * package booking of the signed-in patient; and the brand's content files.
 */
export async function contentRoutes(app: FastifyInstance, options: ContentOptions) {
  const { db, clock } = app.portal;
  const scope = async ({
    brandName,
    lang,
  }: {
    brandName: string;
    lang: 'en' | 'ar';
  }): Promise<ListScope> => ({
    brand: await contentBrand(db, options.brand, brandName),
    lang,
    now: clock(),
  });

  route(app, ContentEndpoint.banners, {}, async (query) => listed(await listBanners(db, await scope(query))));
  route(app, ContentEndpoint.news, {}, async (query) => listed(await listNews(db, await scope(query))));
  route(app, ContentEndpoint.media, {}, async (query) => listed(await listMedia(db, await scope(query))));
  route(app, ContentEndpoint.insurance, {}, async (query) =>
    listed(await listInsurers(db, await scope(query))),
  );
  route(app, ContentEndpoint.packages, {}, async (query) =>
    listed(await listPackages(db, await scope(query))),
  );
  route(app, ContentEndpoint.package, {}, async (query) =>
    listed(await packageDetail(db, await scope(query), query.name)),
  );
  route(app, ContentEndpoint.faqs, {}, async (query) => listed(await listFaqs(db, await scope(query))));

  // The date rule reads this app's clock (tests move it).
  const book = { ...ContentEndpoint.bookPackage, request: makeBookPackageRequest(todayOf(clock)) };
  route(app, book, { preHandler: requireUser() }, async (input, request) => {
    await bookPackage(db, options.brand, currentUser(request).id, input, clock());
    return success({ result: true as const }, [Messages.content.packageBooked]);
  });

  const { mediaDir } = options;
  if (mediaDir && existsSync(mediaDir)) {
    await app.register(async (files) => {
      // After the app's no-store (API answers hold personal data; these files do not).
      files.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode < 400) reply.header('cache-control', FILE_CACHE);
      });
      await files.register(fastifyStatic, {
        root: path.resolve(mediaDir),
        prefix: `${ContentPath.files}/`,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        allowedPath: (pathName) => FILE_NAME.test(pathName),
        setHeaders: (reply, filePath) => {
          if (filePath.endsWith('.svg')) reply.header('content-security-policy', SVG_POLICY);
          if (filePath.endsWith('.vtt')) reply.header('content-type', 'text/vtt; charset=utf-8');
        },
      });
    });
  }
}
