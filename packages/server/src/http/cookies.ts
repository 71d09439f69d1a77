import { REFRESH_COOKIE, REFRESH_COOKIE_SECURE } from '@portal/contract';
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
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  const { name, path, secure } = refreshCookie(config);
  reply.clearCookie(name, { httpOnly: true, sameSite: 'strict', secure, path });
}
