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
 * The Content-Security-Policy sources of the inline scripts of the brand's index.html (the build's
 * preload script, scripts/brand-vite-config.ts): each allowed by its SHA-256 hash, never by
 * 'unsafe-inline'. None for a brand that is not built.
 */
export function inlineScriptSources(site: BrandSite): string[] {
  if (!brandIsBuilt(site)) return [];
  const html = readFileSync(path.join(site.distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
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
  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // index.html names the hashed bundles of the current build, so it must be revalidated each time.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
