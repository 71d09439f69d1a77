import { Messages, Status } from '@portal/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from './envelope';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/**
 * Guard for routes that need a signed-in user, optionally of given roles. The session behind the
 * token is read from the database on every call, so logout, reuse detection and deactivation end
 * access at once instead of when the token expires. Every refusal is audited.
 */
export function requireUser(roles?: readonly number[]): preHandlerAsyncHookHandler {
  return async function requireUserHook(request: FastifyRequest) {
    const { tokens, audit } = request.server.portal;
    const route = { method: request.method, route: request.routeOptions.url };
    const deny = async (reason: string, userId: number | null = null): Promise<never> => {
      await audit.record(request, { action: 'authz', outcome: 'denied', userId, reason, details: route });
      throw new ApiError(401, Status.Unauthorized, [Messages.auth.sessionExpired]);
    };

    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return deny('missing_bearer');
    const claims = await tokens.verifyAccess(match[1], request.server.siteBrand);
    if (!claims) return deny('invalid_token');
    const row = await tokens.session(claims);
    if (!row || row.revokedAt) return deny('session_ended', claims.userId);
    if (!row.isActive || row.deletedAt) return deny('inactive_user', claims.userId);
    if (roles && !roles.includes(row.roleId)) {
      await audit.record(request, {
        action: 'authz',
        outcome: 'denied',
        userId: claims.userId,
        reason: 'role',
        details: route,
      });
      throw new ApiError(403, Status.Forbidden, [Messages.auth.forbidden]);
    }
    request.user = { id: claims.userId, roleId: row.roleId, sessionId: claims.sessionId };
  };
}

/** The signed-in user of a route guarded by requireUser(). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('currentUser() on a route without requireUser()');
  return request.user;
}
