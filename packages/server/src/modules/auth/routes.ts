import {
  AuthEndpoint,
  AuthPath,
  type IdentifyData,
  identifyLoginRequest,
  type LoginData,
  Messages,
  refreshRequest,
  Status,
  type TokenData,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { otpText } from '../../adapters/sms/port';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../http/cookies';
import { route } from '../../http/endpoint';
import { ApiError, answer, success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { checkCredential, codeRefusal, noFurtherCheck } from '../../services/credentials';
import { ownCodeCheck } from '../../services/otp';
import { deliverCode } from '../../services/otp-send';
import type { IssuedRefresh } from '../../services/tokens';
import { loadSessionUser, recordLogin } from '../../services/users';
import { createRegistrationIdentify, isRegistrationIdentify } from '../registration/service';

export interface AuthRoutesOptions {
  /** Shown in the SMS text: each brand's server signs its messages with its own name. */
  brandName: string;
}

const badCredentials = () => new ApiError(400, Status.Invalid, [Messages.auth.invalidCredentials]);

/** A wrong password, or at login a wrong, spent or expired code. */
const refusal = (reason: string) => (reason === 'wrong_password' ? badCredentials() : codeRefusal(reason));

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { config, clock, db, limits, otp, tokens, audit } = app.portal;

  function sendRefresh(reply: FastifyReply, refresh: IssuedRefresh) {
    setRefreshCookie(reply, config, refresh.token, refresh.expiresAt, clock());
  }

  async function tokenData(refresh: IssuedRefresh): Promise<TokenData> {
    const access = await tokens.signAccess({
      userId: refresh.userId,
      sessionId: refresh.sessionId,
      brand: refresh.brand,
    });
    return {
      token: access.token,
      tokenExpiresAt: access.expiresAt.toISOString(),
      refreshExpiresAt: refresh.expiresAt.toISOString(),
    };
  }

  const registrationIdentify = createRegistrationIdentify(app, options.brandName);

  app.post(AuthPath.identify, async (request) => {
    // isInvokedForLogin: false is the registration mode of the same call (modules/registration/service.ts).
    if (isRegistrationIdentify(request.body)) return registrationIdentify(request);
    const body = parse(identifyLoginRequest, request.body);
    const action = 'auth.identify';
    const subject = `${body.callingCode}${body.mobile}`;
    const verdict = await checkCredential(app.portal, request, {
      action,
      claimant: { callingCode: body.callingCode, mobile: body.mobile, countDailyAttempt: true },
      password: body.password,
      check: noFurtherCheck,
    });
    if (verdict.outcome === 'unknown') {
      const data: IdentifyData = { isExistingUser: false, otpSent: false, otpValidity: 0, referenceId: null };
      return answer(Status.NotFound, [Messages.auth.userNotRegistered], data);
    }
    if (verdict.outcome === 'failed') throw refusal(verdict.reason);
    const { user } = verdict;

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
      throw new ApiError(429, Status.TooManyRequests, [Messages.auth.otpSendBudget]);
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

  route(app, AuthEndpoint.login, {}, async (body, request, reply) => {
    const action = 'auth.login';
    // The code is checked and used up in the same transaction as the lock and the password: a wrong
    // code is a failed sign-in like a wrong password (it counts toward the account lock, and a
    // fresh code does not wipe the count); a right one ends the run of failures.
    const verdict = await checkCredential(app.portal, request, {
      action,
      claimant: { callingCode: body.callingCode, mobile: body.mobile, countDailyAttempt: true },
      password: body.password,
      check: ownCodeCheck(otp, 'login', body),
      options: { resetOnSuccess: true },
    });
    if (verdict.outcome === 'unknown') throw badCredentials();
    if (verdict.outcome === 'failed') throw refusal(verdict.reason);
    const { user } = verdict;
    const subject = `${body.callingCode}${body.mobile}`;

    const refresh = await tokens.startSession({
      userId: user.id,
      brand: app.siteBrand,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await recordLogin(db, user.id, clock());
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
    const result = raw
      ? await tokens.rotate(raw, app.siteBrand)
      : ({ ok: false, reason: 'missing' } as const);
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
      // Another brand's cookie (development's brands share 127.0.0.1) is that site's to keep.
      if (result.reason !== 'other_brand') clearRefreshCookie(reply, config);
      throw new ApiError(401, Status.Unauthorized, [Messages.auth.sessionExpired]);
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
    const claims = bearer ? await tokens.verifyAccess(bearer, app.siteBrand) : null;
    if (claims && claims.sessionId !== revoked?.sessionId)
      await tokens.revokeSession(claims.sessionId, 'logout');
    const userId = revoked?.userId ?? claims?.userId ?? null;
    if (userId !== null) await audit.record(request, { action: 'auth.logout', outcome: 'success', userId });
    clearRefreshCookie(reply, config);
    return success(null);
  });
}
