import {
  AuthPath,
  type IdentifyData,
  identifyLoginRequest,
  type LoginData,
  loginRequest,
  refreshRequest,
  ServerText,
  Status,
  type TokenData,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/index';
import { type UserRow, users } from '../db/schema';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../http/cookies';
import { ApiError, answer, success } from '../http/envelope';
import { parse } from '../http/validate';
import { findUserByMobile, loadSessionUser } from '../repositories/users';
import type { AttemptCheck, AttemptOptions } from '../services/limits';
import { ownCodeCheck } from '../services/otp';
import { deliverCode } from '../services/otp-send';
import { verifyPassword } from '../services/passwords';
import type { IssuedRefresh } from '../services/tokens';
import { otpText } from '../sms/gateway';
import { createRegistrationIdentify, isRegistrationIdentify } from './registration';

export interface AuthRoutesOptions {
  /** Shown in the SMS text: each brand's server signs its messages with its own name. */
  brandName: string;
}

const locked = () => new ApiError(403, Status.AccountLocked, [ServerText.accountLocked]);
const dailyLimit = () => new ApiError(429, Status.TooManyRequests, [ServerText.dailyLoginLimit]);
const badCredentials = () => new ApiError(400, Status.Invalid, [ServerText.invalidCredentials]);

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { config, clock, db, limits, otp, tokens, audit } = app.portal;

  /**
   * The checks identify and login share, in the order that leaks least and costs least: the daily
   * limit before any password hashing, a lock already set before the password so a locked account
   * answers the same whatever the password. The verdict is then taken in one transaction with the
   * user row locked (Limits.attempt): the lock is read again, a wrong password is counted, and
   * `then` (login: the code) runs, so parallel attempts can neither pass a lock set by an earlier
   * one nor get more than the threshold of checks for free. The password hash is computed before
   * that transaction, never inside it.
   */
  async function checkCredentials<T>(
    request: FastifyRequest,
    action: string,
    input: { callingCode: string; mobile: string; password: string },
    then: (tx: AppDb, user: UserRow) => Promise<AttemptCheck<T>>,
    options: AttemptOptions = {},
  ): Promise<{ subject: string; user: UserRow; value: T } | { subject: string; user: undefined }> {
    const subject = `${input.callingCode}${input.mobile}`;
    if (!(await limits.takeLoginAttempt(subject))) {
      await audit.record(request, { action, outcome: 'denied', subject, reason: 'daily_limit' });
      throw dailyLimit();
    }
    const user = await findUserByMobile(db, input.callingCode, input.mobile);
    const unknown = async () => {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user?.id,
        reason: 'unknown_user',
      });
      return { subject, user: undefined };
    };
    if (!user?.isActive) return unknown();
    const deny = async (): Promise<never> => {
      await audit.record(request, { action, outcome: 'denied', subject, userId: user.id, reason: 'locked' });
      throw locked();
    };
    if (await limits.lockedUntil(user.id)) return deny();
    const passwordRight = await verifyPassword(user.passwordHash, input.password);
    const result = await limits.attempt(
      user.id,
      async (tx, row): Promise<AttemptCheck<T>> => {
        // A password changed meanwhile is checked against nothing it was hashed for.
        if (!passwordRight || row.passwordHash !== user.passwordHash) {
          return { ok: false, reason: 'wrong_password' };
        }
        return then(tx, row);
      },
      options,
    );
    if (result.outcome === 'missing') return unknown();
    if (result.outcome === 'locked') return deny();
    if (result.outcome === 'failed') {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user.id,
        reason: result.reason,
        details: { failedCount: result.failedCount, locked: result.locked },
      });
      if (result.locked) throw locked();
      if (result.reason === 'wrong_password') throw badCredentials();
      const text = result.reason === 'otp_expired' ? ServerText.otpExpired : ServerText.invalidOtp;
      throw new ApiError(400, Status.Invalid, [text]);
    }
    return { subject, user, value: result.value };
  }

  function sendRefresh(reply: FastifyReply, refresh: IssuedRefresh) {
    setRefreshCookie(reply, config, refresh.token, refresh.expiresAt, clock());
  }

  async function tokenData(refresh: IssuedRefresh): Promise<TokenData> {
    const access = await tokens.signAccess({ userId: refresh.userId, sessionId: refresh.sessionId });
    return {
      token: access.token,
      tokenExpiresAt: access.expiresAt.toISOString(),
      refreshExpiresAt: refresh.expiresAt.toISOString(),
    };
  }

  const registrationIdentify = createRegistrationIdentify(app, options.brandName);

  app.post(AuthPath.identify, async (request) => {
    // isInvokedForLogin: false is the registration mode of the same call (routes/registration.ts).
    if (isRegistrationIdentify(request.body)) return registrationIdentify(request);
    const body = parse(identifyLoginRequest, request.body);
    const action = 'auth.identify';
    const { subject, user } = await checkCredentials(request, action, body, async () => ({
      ok: true,
      value: null,
    }));
    if (!user) {
      const data: IdentifyData = { isExistingUser: false, otpSent: false, otpValidity: 0, referenceId: null };
      return answer(Status.NotFound, [ServerText.userNotRegistered], data);
    }

    const live = await otp.findLive('login', body.callingCode, body.mobile);
    if (live && clock().getTime() - live.createdAt.getTime() < config.otpResendSeconds * 1000) {
      // A double click or a quick retry: the code already on its way still works, so no new SMS.
      await audit.record(request, {
        action,
        outcome: 'success',
        subject,
        userId: user.id,
        reason: 'otp_resend_held',
      });
      return success<IdentifyData>({
        isExistingUser: true,
        otpSent: true,
        otpValidity: config.otpValidityMinutes,
        referenceId: live.id,
      });
    }
    if (!(await limits.takeOtpSend(subject, request.ip))) {
      await audit.record(request, {
        action,
        outcome: 'denied',
        subject,
        userId: user.id,
        reason: 'otp_send_budget',
      });
      throw new ApiError(429, Status.TooManyRequests, [ServerText.otpSendBudget]);
    }
    const challenge = await otp.issue({
      purpose: 'login',
      callingCode: body.callingCode,
      mobile: body.mobile,
      userId: user.id,
      ip: request.ip,
    });
    await deliverCode(
      app.portal,
      request,
      challenge.id,
      { action, subject, userId: user.id },
      {
        callingCode: body.callingCode,
        mobile: body.mobile,
        purpose: 'login',
        code: challenge.code,
        text: otpText(options.brandName, 'login', challenge.code, config.otpValidityMinutes),
      },
    );
    await audit.record(request, { action, outcome: 'success', subject, userId: user.id, reason: 'otp_sent' });
    return success<IdentifyData>({
      isExistingUser: true,
      otpSent: true,
      otpValidity: config.otpValidityMinutes,
      referenceId: challenge.id,
    });
  });

  app.post(AuthPath.login, async (request, reply) => {
    const body = parse(loginRequest, request.body);
    const action = 'auth.login';
    // The code is checked and used up in the same transaction as the lock and the password: a wrong
    // code is a failed sign-in like a wrong password (it counts toward the account lock, and a
    // fresh code does not wipe the count); a right one ends the run of failures.
    const { subject, user } = await checkCredentials(
      request,
      action,
      body,
      ownCodeCheck(otp, 'login', body),
      { resetOnSuccess: true },
    );
    if (!user) throw badCredentials();

    const refresh = await tokens.startSession({
      userId: user.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await db.update(users).set({ lastLoginAt: clock() }).where(eq(users.id, user.id));
    await audit.record(request, {
      action,
      outcome: 'success',
      subject,
      userId: user.id,
      details: { sessionId: refresh.sessionId },
    });
    const data: LoginData = { ...(await loadSessionUser(db, user.id)), ...(await tokenData(refresh)) };
    sendRefresh(reply, refresh);
    return success(data);
  });

  app.post(AuthPath.refresh, async (request, reply) => {
    parse(refreshRequest, request.body);
    const raw = readRefreshCookie(request, config);
    const result = raw ? await tokens.rotate(raw) : ({ ok: false, reason: 'missing' } as const);
    if (!result.ok) {
      if (result.reason !== 'missing') {
        await audit.record(request, {
          action: 'auth.refresh',
          outcome: 'denied',
          userId: 'userId' in result ? result.userId : null,
          reason: result.reason,
          details: 'sessionId' in result ? { sessionId: result.sessionId } : undefined,
        });
      }
      clearRefreshCookie(reply, config);
      throw new ApiError(401, Status.Unauthorized, [ServerText.sessionExpired]);
    }
    const data = await tokenData(result.refresh);
    sendRefresh(reply, result.refresh);
    return success(data);
  });

  app.post(AuthPath.logout, async (request, reply) => {
    const raw = readRefreshCookie(request, config);
    const revoked = raw ? await tokens.revokeByToken(raw, 'logout') : null;
    // A client that lost its cookie can still end the session its access token names.
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await tokens.verifyAccess(bearer) : null;
    if (claims && claims.sessionId !== revoked?.sessionId)
      await tokens.revokeSession(claims.sessionId, 'logout');
    const userId = revoked?.userId ?? claims?.userId ?? null;
    if (userId !== null) await audit.record(request, { action: 'auth.logout', outcome: 'success', userId });
    clearRefreshCookie(reply, config);
    return success(null);
  });
}
