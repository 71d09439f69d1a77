import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { addMinutes, type Clock } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/index';
import { authSessions, refreshTokens, users } from '../db/schema';

export const ACCESS_TOKEN_AUDIENCE = 'patient-portal';
export const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** The brand site the session was opened on: its tokens are refused on every other (README). */
  brand: string;
}

export interface IssuedRefresh {
  /** The raw token, for the cookie only: the database keeps its hash. */
  token: string;
  brand: string;
  sessionId: string;
  userId: number;
  /** When the token dies if unused: the idle limit, capped by the session's absolute limit. */
  expiresAt: Date;
}

export type RefreshRefusal =
  | 'unknown'
  | 'revoked'
  | 'reused'
  | 'idle'
  | 'absolute'
  | 'inactive_user'
  | 'other_brand';
export type RefreshResult =
  | { ok: true; refresh: IssuedRefresh }
  | { ok: false; reason: RefreshRefusal; userId?: number; sessionId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Refresh tokens are 256 random bits; anything else cannot be one and skips the database. */
const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How many verified access tokens a process remembers (a few per signed-in user). */
const VERIFIED_KEPT = 10_000;

export class TokenService {
  /**
   * Access tokens this process has verified, by the token's exact text, with their claims and time
   * limits. A signed-in client sends the same token on every call for its lifetime: its signature is
   * checked once, not per request (WebCrypto's HMAC was about 5 % of a signed-in read's CPU). Whether
   * its session still holds is read from the database on every request all the same (requireUser).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; notBefore: number; expires: number }>();

  /** The session of an access token and its user, as requireUser checks them on every request. */
  private readonly sessionQuery;

  constructor(
    private readonly db: AppDb,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
  ) {
    // Prepared once: the statement every signed-in request runs is not built again per request.
    this.sessionQuery = db
      .select({
        roleId: users.roleId,
        isActive: users.isActive,
        deletedAt: users.deletedAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sessionId')),
          eq(authSessions.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('access_session');
  }

  /**
   * The session behind verified access claims as it is now (revoked or not) with its user's role and
   * standing, or null when there is no such session.
   */
  async session(claims: AccessClaims) {
    const [row] = await this.sessionQuery.execute({ sessionId: claims.sessionId, userId: claims.userId });
    return row ?? null;
  }

  async signAccess(claims: AccessClaims): Promise<AccessToken> {
    const now = this.clock();
    const seconds = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((seconds + this.config.accessTokenMinutes * 60) * 1000);
    const token = await new SignJWT({ sid: claims.sessionId, brand: claims.brand })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
      .setSubject(String(claims.userId))
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(this.config.jwtIssuer)
      .setIssuedAt(seconds)
      .setNotBefore(seconds)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * Null for anything but a well-formed, correctly signed, current access token of this server,
   * issued on the given brand's site.
   */
  async verifyAccess(token: string, brand: string): Promise<AccessClaims | null> {
    const seconds = Math.floor(this.clock().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      // Its signature and claims were checked; the time still has to be within its limits.
      return known.claims.brand === brand && known.notBefore <= seconds && seconds < known.expires
        ? known.claims
        : null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: this.config.jwtIssuer,
        typ: ACCESS_TOKEN_TYPE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'sid', 'brand', 'exp', 'nbf', 'iat'],
      });
      if (payload.brand !== brand) return null;
      if (typeof payload.sub !== 'string' || !/^\d{1,10}$/.test(payload.sub)) return null;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      const claims = { userId: Number(payload.sub), sessionId: payload.sid, brand };
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(token, { claims, notBefore: payload.nbf ?? 0, expires: payload.exp ?? 0 });
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  private refreshExpiry(createdAt: Date, absoluteExpiresAt: Date): Date {
    const idle = addMinutes(createdAt, this.config.refreshIdleMinutes);
    return idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
  }

  /** Starts a session (a refresh-token family) at sign-in and hands out its first refresh token. */
  async startSession(input: {
    userId: number;
    /** The brand site signed in on (AccessClaims.brand). */
    brand: string;
    ip?: string;
    userAgent?: string;
    viaUaePass?: boolean;
  }): Promise<IssuedRefresh> {
    const now = this.clock();
    const sessionId = randomUUID();
    const absoluteExpiresAt = addMinutes(now, this.config.refreshAbsoluteHours * 60);
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.insert(authSessions).values({
        id: sessionId,
        userId: input.userId,
        brand: input.brand,
        createdAt: now,
        absoluteExpiresAt,
        lastUsedAt: now,
        viaUaePass: input.viaUaePass ?? false,
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
      });
      await tx
        .insert(refreshTokens)
        .values({ id: randomUUID(), sessionId, tokenHash: hashToken(token), createdAt: now });
    });
    return {
      token,
      brand: input.brand,
      sessionId,
      userId: input.userId,
      expiresAt: this.refreshExpiry(now, absoluteExpiresAt),
    };
  }

  /**
   * Trades a refresh token for a new one on the brand site its session was opened on (on another
   * brand's site it is refused and stays as it was). A token that was already traded means it was
   * copied: the whole family is revoked, so the thief's and the owner's newer tokens both stop working.
   */
  async rotate(raw: string, brand: string): Promise<RefreshResult> {
    if (!REFRESH_TOKEN_SHAPE.test(raw)) return { ok: false, reason: 'unknown' };
    const now = this.clock();
    const [found] = await this.db
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        createdAt: refreshTokens.createdAt,
        sessionId: authSessions.id,
        userId: authSessions.userId,
        brand: authSessions.brand,
        revokedAt: authSessions.revokedAt,
        absoluteExpiresAt: authSessions.absoluteExpiresAt,
        userActive: users.isActive,
        userDeletedAt: users.deletedAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(raw)));
    if (!found) return { ok: false, reason: 'unknown' };
    const refuse = async (reason: RefreshRefusal): Promise<RefreshResult> => {
      await this.revokeSession(found.sessionId, reason);
      return { ok: false, reason, userId: found.userId, sessionId: found.sessionId };
    };
    if (found.brand !== brand)
      return { ok: false, reason: 'other_brand', userId: found.userId, sessionId: found.sessionId };
    if (found.revokedAt)
      return { ok: false, reason: 'revoked', userId: found.userId, sessionId: found.sessionId };
    if (found.usedAt) return refuse('reused');
    if (now >= found.absoluteExpiresAt) return refuse('absolute');
    if (now >= addMinutes(found.createdAt, this.config.refreshIdleMinutes)) return refuse('idle');
    if (!found.userActive || found.userDeletedAt) return refuse('inactive_user');

    const token = randomBytes(32).toString('base64url');
    const newId = randomUUID();
    const rotated = await this.db.transaction(async (tx) => {
      // Guarded on used_at so that of two requests racing with one token only one wins.
      const [marked] = await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: newId })
        .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (!marked) return false;
      await tx
        .insert(refreshTokens)
        .values({ id: newId, sessionId: found.sessionId, tokenHash: hashToken(token), createdAt: now });
      await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, found.sessionId));
      return true;
    });
    if (!rotated) return refuse('reused');
    return {
      ok: true,
      refresh: {
        token,
        brand,
        sessionId: found.sessionId,
        userId: found.userId,
        expiresAt: this.refreshExpiry(now, found.absoluteExpiresAt),
      },
    };
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: this.clock(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Revokes the family of a refresh token (logout); returns its user, if the token was known. */
  async revokeByToken(raw: string, reason: string): Promise<{ userId: number; sessionId: string } | null> {
    if (!REFRESH_TOKEN_SHAPE.test(raw)) return null;
    const [found] = await this.db
      .select({ sessionId: authSessions.id, userId: authSessions.userId })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(raw)));
    if (!found) return null;
    await this.revokeSession(found.sessionId, reason);
    return found;
  }

  /** Revokes every session of a user: password change or reset, account deletion. */
  async revokeAllForUser(userId: number, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: this.clock(), revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }

  /** Drops sessions a day past their absolute limit (their tokens go with them). */
  async purgeExpired(): Promise<void> {
    await this.db
      .delete(authSessions)
      .where(lt(authSessions.absoluteExpiresAt, addMinutes(this.clock(), -24 * 60)));
  }
}
