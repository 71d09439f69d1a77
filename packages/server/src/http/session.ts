import type { LoginData, SessionUser } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { users } from '../db/schema';
import { sessionViaUaePass } from '../services/accounts';
import { loadSessionUser } from '../services/users';
import { setRefreshCookie } from './cookies';

/**
 * Opens a session for a user who just proved who they are, as /auth/login does: a refresh family
 * whose token goes into the HttpOnly cookie, and the session fields with an access token.
 */
export async function openSession(
  portal: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<{ data: LoginData; sessionId: string }> {
  const { tokens, db, clock, config } = portal;
  const refresh = await tokens.startSession({
    userId,
    brand: request.server.siteBrand,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await db.update(users).set({ lastLoginAt: clock() }).where(eq(users.id, userId));
  const access = await tokens.signAccess({ userId, sessionId: refresh.sessionId, brand: refresh.brand });
  const data: LoginData = {
    ...(await loadSessionUser(db, userId)),
    token: access.token,
    tokenExpiresAt: access.expiresAt.toISOString(),
    refreshExpiresAt: refresh.expiresAt.toISOString(),
  };
  setRefreshCookie(reply, config, refresh.token, refresh.expiresAt, clock());
  return { data, sessionId: refresh.sessionId };
}

/** The session fields of the signed-in caller as they are now (after a profile change). */
export async function currentSessionUser(portal: AppContext, user: AuthUser): Promise<SessionUser> {
  return loadSessionUser(portal.db, user.id, await sessionViaUaePass(portal.db, user.sessionId));
}
