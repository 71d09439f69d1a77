import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface BrandSite {
  id: string;
  name: string;
  /** Built Vite app (brands/<id>/dist); null serves the API only. */
  distDir: string | null;
  /** The brand's switch: the appointments list shows only the chosen hospital's (spec). */
  filterToBeApplied?: boolean;
  /** The brand's content files (brands/<id>/src/content-media); absent: none are served. */
  mediaDir?: string;
}

/** Vite names files under assets/ by content hash, so they can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function brandIsBuilt(site: BrandSite): site is BrandSite & { distDir: string } {
  return site.distDir !== null && existsSync(path.join(site.distDir, 'index.html'));
}

/**
 * The page the build wrote for the signed-in addresses (/auth/...): index.html with the dashboard
 * prerendered in place of the sign-in page (scripts/brand-vite-config.ts).
 */
const SIGNED_IN_PAGE = 'auth.html';

/** The brand's pages: index.html, and auth.html when the build wrote one. */
function pagesOf(distDir: string): string[] {
  return ['index.html', SIGNED_IN_PAGE].filter((page) => existsSync(path.join(distDir, page)));
}

/**
 * The Content-Security-Policy sources of the inline scripts of the brand's pages (the build's
 * preload script and the one that paints a prerendered page, scripts/brand-vite-config.ts): each
 * allowed by its SHA-256 hash, never by 'unsafe-inline'. None for a brand that is not built.
 */
export function inlineScriptSources(site: BrandSite): string[] {
  if (!brandIsBuilt(site)) return [];
  const sources = pagesOf(site.distDir).flatMap((page) => {
    const html = readFileSync(path.join(site.distDir, page), 'utf8');
    return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
  });
  return [...new Set(sources)];
}

/**
 * Serves a built brand: files as they are, and index.html for any other page address so the
 * client router can take over. Returns the handler for addresses that match no file.
 */
export async function registerBrandSite(app: FastifyInstance, site: BrandSite) {
  if (!brandIsBuilt(site)) {
    if (site.distDir === null) {
      return (_request: FastifyRequest, reply: FastifyReply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    app.log.warn(
      { distDir: site.distDir },
      `Brand '${site.id}' is not built (no ${site.distDir}/index.html): run pnpm build. Serving /api only.`,
    );
    return (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`The ${site.name} portal is not built. Run pnpm build, then restart the server.`);
  }
  await app.register(fastifyStatic, {
    root: site.distDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    // The build writes .br and .gz beside each file (scripts/brand-vite-config.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(site.distDir, filePath).split(path.sep);
      reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
    },
  });
  const signedInPage = pagesOf(site.distDir).includes(SIGNED_IN_PAGE) ? SIGNED_IN_PAGE : 'index.html';
  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const signedIn = /^\/auth(\/|\?|$)/i.test(request.url);
    // Each page names the hashed bundles of the current build, so it must be revalidated each time.
    return reply.header('cache-control', 'no-cache').sendFile(signedIn ? signedInPage : 'index.html');
  };
}
