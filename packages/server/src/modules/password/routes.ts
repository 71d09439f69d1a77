import {
  Messages,
  makeSendOtpForPasswordRequest,
  PasswordEndpoint,
  type SendOtpForPasswordData,
  Status,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, answer, success } from '../../http/envelope';
import { findLiveUser, isUaePassUser } from '../../services/accounts';
import { checkCredential, codeRefusal, noFurtherCheck } from '../../services/credentials';
import { ownCodeCheck } from '../../services/otp';
import { sendCode } from '../../services/otp-send';
import { hashPassword } from '../../services/passwords';
import { storePassword } from './repository';

export interface PasswordRoutesOptions {
  /** Signs the reset SMS. */
  brandName: string;
}

const notFound = () => new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
const uaePassRefusal = () => new ApiError(403, Status.Forbidden, [Messages.account.uaePassPasswordLocked]);

export async function passwordRoutes(app: FastifyInstance, options: PasswordRoutesOptions) {
  const { clock, db, otp, audit } = app.portal;
  // The date of birth rule reads the app clock: the request schema is the one made with it.
  const sendOtpForPassword = {
    ...PasswordEndpoint.sendOtpForPassword,
    request: makeSendOtpForPasswordRequest(todayOf(clock)),
  };

  /**
   * Stores a new password and ends the account's sessions (but `exceptSessionId`, the caller's own
   * on a change) in one transaction; hashed before it, never inside.
   */
  async function replacePassword(
    userId: number,
    newPassword: string,
    sessions: { reason: 'password_reset' | 'password_change'; exceptSessionId?: string },
  ): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await storePassword(db, userId, passwordHash, clock(), sessions);
  }

  /** A UAE PASS account has no password of the portal's to reset (403, audited). */
  async function refuseUaePassUser(
    request: FastifyRequest,
    entry: { action: string; subject: string; userId: number },
  ): Promise<never> {
    await audit.record(request, { ...entry, outcome: 'denied', reason: 'uae_pass_user' });
    throw uaePassRefusal();
  }

  /**
   * Forgot password, step one. Counts toward the number's daily sign-in attempts; a wrong date of
   * birth is a failed sign-in (it counts toward the account lock), so the date cannot be guessed.
   */
  route(app, sendOtpForPassword, {}, async (body, request) => {
    const action = 'password.sendotp';
    const subject = `${body.callingCode}${body.mobile}`;
    const verdict = await checkCredential(app.portal, request, {
      action,
      claimant: { callingCode: body.callingCode, mobile: body.mobile, countDailyAttempt: true },
      check: async (_tx, row) =>
        row.dateOfBirth === body.dateOfBirth ? { ok: true, value: null } : { ok: false, reason: 'wrong_dob' },
    });
    if (verdict.outcome === 'unknown') {
      return answer<SendOtpForPasswordData | null>(Status.NotFound, [Messages.auth.userNotRegistered], null);
    }
    if (verdict.outcome === 'failed') {
      throw new ApiError(400, Status.Invalid, [Messages.account.invalidDateOfBirth]);
    }
    const { user } = verdict;
    if (isUaePassUser(user)) return refuseUaePassUser(request, { action, subject, userId: user.id });
    await sendCode(app.portal, request, {
      purpose: 'reset',
      callingCode: body.callingCode,
      mobile: body.mobile,
      userId: user.id,
      brandName: options.brandName,
      action,
      // Each request gets its own challenge; one still on its way is answered, never replaced
      // (the answer names no reference).
      heldForOther: 'answer',
    });
    return success<SendOtpForPasswordData>({ otpValidity: app.portal.config.otpValidityMinutes });
  });

  /**
   * Forgot password, last step: uses the reset code up (a wrong one spends one of its 5 tries),
   * sets the new password and ends every session of the account in the same transaction.
   */
  route(app, PasswordEndpoint.resetPassword, {}, async (body, request) => {
    const action = 'password.reset';
    const subject = `${body.callingCode}${body.mobile}`;
    // The code is used up with the user row locked, after the lock is read again: a lock set by a
    // parallel attempt is not lifted by this reset. A wrong code spends a try of the challenge (its
    // own limit), not a failed sign-in. Whoever holds the number and the date of birth is the
    // owner: earlier failures no longer count.
    const verdict = await checkCredential(app.portal, request, {
      action,
      claimant: { callingCode: body.callingCode, mobile: body.mobile, countDailyAttempt: false },
      beforeCheck: async (user) => {
        if (isUaePassUser(user)) await refuseUaePassUser(request, { action, subject, userId: user.id });
      },
      check: ownCodeCheck(otp, 'reset', body),
      options: { resetOnSuccess: true, countFailure: false },
    });
    if (verdict.outcome === 'unknown') throw codeRefusal('unknown_user');
    if (verdict.outcome === 'failed') throw codeRefusal(verdict.reason);
    const { user } = verdict;

    await replacePassword(user.id, body.newPassword, { reason: 'password_reset' });
    await audit.record(request, { action, outcome: 'success', subject, userId: user.id });
    return success(null);
  });

  /**
   * My Profile's change-password card. A wrong old password is a failed sign-in (it counts toward
   * the lock: a stolen access token must not become a password-guessing oracle). The caller's own
   * session stays; every other session of the account ends.
   */
  // The body is parsed before the handler runs; currentUser() cannot refuse after requireUser().
  route(app, PasswordEndpoint.changePassword, { preHandler: requireUser() }, async (body, request) => {
    const me = currentUser(request);
    const action = 'password.change';
    const user = await findLiveUser(db, me.id);
    if (!user) throw notFound();
    if (isUaePassUser(user)) {
      await audit.record(request, {
        action: 'authz',
        outcome: 'denied',
        userId: user.id,
        reason: 'uae_pass_user',
        details: { method: request.method, route: request.routeOptions.url },
      });
      throw uaePassRefusal();
    }
    const verdict = await checkCredential(app.portal, request, {
      action,
      claimant: { user },
      password: body.oldPassword,
      check: noFurtherCheck,
      options: { resetOnSuccess: true },
    });
    if (verdict.outcome === 'unknown') throw notFound();
    if (verdict.outcome === 'failed') {
      throw new ApiError(400, Status.Invalid, [Messages.account.incorrectOldPassword]);
    }

    await replacePassword(user.id, body.newPassword, {
      reason: 'password_change',
      exceptSessionId: me.sessionId,
    });
    await audit.record(request, { action, outcome: 'success', userId: user.id });
    return success(null);
  });
}
