import { randomBytes } from 'node:crypto';
import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_SECURE,
  REFRESH_GENERATION_COOKIE,
  REFRESH_GENERATION_COOKIE_SECURE,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Production uses the `__Host-` name, which browsers accept only with Secure, Path=/ and no
 * Domain. Development runs on plain http, so the cookie is not Secure there and is kept to the
 * auth routes, the only ones that read it.
 */
export function refreshCookie(config: Config) {
  return config.production
    ? { name: REFRESH_COOKIE_SECURE, path: '/', secure: true }
    : { name: REFRESH_COOKIE, path: '/api/auth', secure: false };
}

/**
 * The refresh cookie's generation (contract: REFRESH_GENERATION_COOKIE): on the whole site, so the
 * app's pages read it, and never HttpOnly; a random value of its own, not derived from the token.
 */
function generationCookie(config: Config) {
  return config.production
    ? { name: REFRESH_GENERATION_COOKIE_SECURE, secure: true }
    : { name: REFRESH_GENERATION_COOKIE, secure: false };
}

export function readRefreshCookie(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[refreshCookie(config).name];
  return value || undefined;
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
  now: Date,
) {
  const { name, path, secure } = refreshCookie(config);
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'strict', secure, path, maxAge });
  // Set after the refresh cookie: the browser stores a response's cookies in order, so a page that
  // sees the new generation finds the new refresh cookie already in place.
  const generation = generationCookie(config);
  reply.setCookie(generation.name, randomBytes(12).toString('base64url'), {
    httpOnly: false,
    sameSite: 'strict',
    secure: generation.secure,
    path: '/',
    maxAge,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  const { name, path, secure } = refreshCookie(config);
  reply.clearCookie(name, { httpOnly: true, sameSite: 'strict', secure, path });
  const generation = generationCookie(config);
  reply.clearCookie(generation.name, { sameSite: 'strict', secure: generation.secure, path: '/' });
}
