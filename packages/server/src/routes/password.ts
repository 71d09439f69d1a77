import {
  AccountText,
  changePasswordRequest,
  makeSendOtpForPasswordRequest,
  PasswordPath,
  resetPasswordRequest,
  type SendOtpForPasswordData,
  ServerText,
  Status,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { currentUser, requireUser } from '../http/auth';
import { ApiError, answer, success } from '../http/envelope';
import { parse } from '../http/validate';
import { findLiveUser, isUaePassUser, revokeUserSessions } from '../repositories/accounts';
import { findUserByMobile } from '../repositories/users';
import type { AttemptCheck } from '../services/limits';
import { ownCodeCheck } from '../services/otp';
import { sendCode } from '../services/otp-send';
import { hashPassword, verifyPassword } from '../services/passwords';
import { todayOf } from './registration';

export interface PasswordRoutesOptions {
  /** Signs the reset SMS. */
  brandName: string;
}

const locked = () => new ApiError(403, Status.AccountLocked, [ServerText.accountLocked]);
const uaePassRefusal = () => new ApiError(403, Status.Forbidden, [AccountText.uaePassPasswordLocked]);

export async function passwordRoutes(app: FastifyInstance, options: PasswordRoutesOptions) {
  const { clock, db, limits, otp, audit } = app.portal;
  const sendOtpSchema = makeSendOtpForPasswordRequest(todayOf(clock));

  /**
   * Forgot password, step one. Counts toward the number's daily sign-in attempts; a wrong date of
   * birth is a failed sign-in (it counts toward the account lock), so the date cannot be guessed.
   */
  app.post(PasswordPath.sendOtpForPassword, async (request) => {
    const body = parse(sendOtpSchema, request.body);
    const action = 'password.sendotp';
    const subject = `${body.callingCode}${body.mobile}`;
    if (!(await limits.takeLoginAttempt(subject))) {
      await audit.record(request, { action, outcome: 'denied', subject, reason: 'daily_limit' });
      throw new ApiError(429, Status.TooManyRequests, [ServerText.dailyLoginLimit]);
    }
    const user = await findUserByMobile(db, body.callingCode, body.mobile);
    if (!user?.isActive) {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user?.id,
        reason: 'unknown_user',
      });
      return answer<SendOtpForPasswordData | null>(Status.NotFound, [ServerText.userNotRegistered], null);
    }
    const deny = async (): Promise<never> => {
      await audit.record(request, { action, outcome: 'denied', subject, userId: user.id, reason: 'locked' });
      throw locked();
    };
    if (await limits.lockedUntil(user.id)) return deny();
    // The date of birth is checked with the user row locked, in the transaction that counts a wrong
    // one (Limits.attempt): parallel guesses cannot outrun the lock.
    const verdict = await limits.attempt(user.id, async (_tx, row) =>
      row.dateOfBirth === body.dateOfBirth
        ? { ok: true as const, value: null }
        : { ok: false as const, reason: 'wrong_dob' },
    );
    if (verdict.outcome === 'locked') return deny();
    if (verdict.outcome === 'missing') {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user.id,
        reason: 'unknown_user',
      });
      return answer<SendOtpForPasswordData | null>(Status.NotFound, [ServerText.userNotRegistered], null);
    }
    if (verdict.outcome === 'failed') {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user.id,
        reason: verdict.reason,
        details: { failedCount: verdict.failedCount, locked: verdict.locked },
      });
      if (verdict.locked) throw locked();
      throw new ApiError(400, Status.Invalid, [AccountText.invalidDateOfBirth]);
    }
    if (isUaePassUser(user)) {
      await audit.record(request, {
        action,
        outcome: 'denied',
        subject,
        userId: user.id,
        reason: 'uae_pass_user',
      });
      throw uaePassRefusal();
    }
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
  app.post(PasswordPath.resetPassword, async (request) => {
    const body = parse(resetPasswordRequest, request.body);
    const action = 'password.reset';
    const subject = `${body.callingCode}${body.mobile}`;
    const user = await findUserByMobile(db, body.callingCode, body.mobile);
    if (!user?.isActive) {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: user?.id,
        reason: 'unknown_user',
      });
      throw new ApiError(400, Status.Invalid, [ServerText.invalidOtp]);
    }
    if (await limits.lockedUntil(user.id)) {
      await audit.record(request, { action, outcome: 'denied', subject, userId: user.id, reason: 'locked' });
      throw locked();
    }
    if (isUaePassUser(user)) {
      await audit.record(request, {
        action,
        outcome: 'denied',
        subject,
        userId: user.id,
        reason: 'uae_pass_user',
      });
      throw uaePassRefusal();
    }
    // The code is used up with the user row locked, after the lock is read again: a lock set by a
    // parallel attempt is not lifted by this reset. A wrong code spends a try of the challenge (its
    // own limit), not a failed sign-in. Whoever holds the number and the date of birth is the
    // owner: earlier failures no longer count.
    const verdict = await limits.attempt(user.id, ownCodeCheck(otp, 'reset', body), {
      resetOnSuccess: true,
      countFailure: false,
    });
    if (verdict.outcome === 'locked') {
      await audit.record(request, { action, outcome: 'denied', subject, userId: user.id, reason: 'locked' });
      throw locked();
    }
    if (verdict.outcome !== 'passed') {
      const reason = verdict.outcome === 'failed' ? verdict.reason : 'unknown_user';
      await audit.record(request, { action, outcome: 'failure', subject, userId: user.id, reason });
      throw new ApiError(400, Status.Invalid, [
        reason === 'otp_expired' ? ServerText.otpExpired : ServerText.invalidOtp,
      ]);
    }

    const passwordHash = await hashPassword(body.newPassword);
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, isDefaultPassword: false, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, { userId: user.id, reason: 'password_reset', now });
    });
    await audit.record(request, { action, outcome: 'success', subject, userId: user.id });
    return success(null);
  });

  /**
   * My Profile's change-password card. A wrong old password is a failed sign-in (it counts toward
   * the lock: a stolen access token must not become a password-guessing oracle). The caller's own
   * session stays; every other session of the account ends.
   */
  app.post(PasswordPath.changePassword, { preHandler: requireUser() }, async (request) => {
    const me = currentUser(request);
    const body = parse(changePasswordRequest, request.body);
    const action = 'password.change';
    const user = await findLiveUser(db, me.id);
    if (!user) throw new ApiError(404, Status.NotFound, [ServerText.notFound]);
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
    const deny = async (): Promise<never> => {
      await audit.record(request, { action, outcome: 'denied', userId: user.id, reason: 'locked' });
      throw locked();
    };
    if (await limits.lockedUntil(user.id)) return deny();
    // Hashed before, judged inside the transaction that reads the lock again and counts a failure.
    const oldRight = await verifyPassword(user.passwordHash, body.oldPassword);
    const verdict = await limits.attempt(
      user.id,
      async (_tx, row): Promise<AttemptCheck<null>> =>
        oldRight && row.passwordHash === user.passwordHash
          ? { ok: true, value: null }
          : { ok: false, reason: 'wrong_password' },
      { resetOnSuccess: true },
    );
    if (verdict.outcome === 'locked') return deny();
    if (verdict.outcome === 'missing') throw new ApiError(404, Status.NotFound, [ServerText.notFound]);
    if (verdict.outcome === 'failed') {
      await audit.record(request, {
        action,
        outcome: 'failure',
        userId: user.id,
        reason: verdict.reason,
        details: { failedCount: verdict.failedCount, locked: verdict.locked },
      });
      if (verdict.locked) throw locked();
      throw new ApiError(400, Status.Invalid, [AccountText.incorrectOldPassword]);
    }

    const passwordHash = await hashPassword(body.newPassword);
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, isDefaultPassword: false, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, {
        userId: user.id,
        reason: 'password_change',
        now,
        exceptSessionId: me.sessionId,
      });
    });
    await audit.record(request, { action, outcome: 'success', userId: user.id });
    return success(null);
  });
}
