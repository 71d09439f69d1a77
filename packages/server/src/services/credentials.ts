import { Messages, Status } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AppDb } from '../db/index';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { AttemptCheck, AttemptOptions } from './limits';
import { verifyPassword } from './passwords';
import { findUserByMobile } from './users';

const locked = () => new ApiError(403, Status.AccountLocked, [Messages.auth.accountLocked]);

/** The answer to a code that failed its check (the 'otp_*' reasons of ownCodeCheck, or none at all). */
export const codeRefusal = (reason: string) =>
  new ApiError(400, Status.Invalid, [
    reason === 'otp_expired' ? Messages.auth.otpExpired : Messages.auth.invalidOtp,
  ]);

/** Judges a credential inside the attempt's transaction, with the user row locked (Limits.attempt). */
export type CredentialJudge<T> = (tx: AppDb, row: UserRow) => Promise<AttemptCheck<T>>;

/** For a check that is the password alone. */
export const noFurtherCheck: CredentialJudge<null> = async () => ({ ok: true, value: null });

/**
 * Counts one sign-in attempt of a number (identify, the reset's first step, registration); 429,
 * audited, once the UTC day's limit is passed. Taken before any lookup or hashing, so a number
 * past its limit costs nothing.
 */
export async function takeSignInAttempt(
  portal: AppContext,
  request: FastifyRequest,
  action: string,
  subject: string,
): Promise<void> {
  if (await portal.limits.takeLoginAttempt(subject)) return;
  await portal.audit.record(request, { action, outcome: 'denied', subject, reason: 'daily_limit' });
  throw new ApiError(429, Status.TooManyRequests, [Messages.auth.dailyLoginLimit]);
}

export type Claimant =
  /** Someone not signed in names a mobile: it is the audit subject, and it may name no account. */
  | { callingCode: string; mobile: string; countDailyAttempt: boolean }
  /** A signed-in user proving it again, by their own live row. */
  | { user: UserRow };

export interface CredentialCheck<T> {
  /** Audit action of the calling route. */
  action: string;
  claimant: Claimant;
  /** Checked against the user's hash; a wrong one fails as 'wrong_password' before `check` runs. */
  password?: string;
  /** Runs once the account is known not to be locked, before anything is judged; may refuse. */
  beforeCheck?: (user: UserRow) => Promise<void>;
  check: CredentialJudge<T>;
  options?: AttemptOptions;
}

export type CredentialResult<T> =
  /** No active account for the mobile, or the account went meanwhile; audited for a claimed mobile. */
  | { outcome: 'unknown' }
  /** Audited and counted (unless options.countFailure is false); the route answers its own message. */
  | { outcome: 'failed'; user: UserRow; reason: string }
  | { outcome: 'passed'; user: UserRow; value: T };

/**
 * The one credential check of the sign-in, reset and change-password routes (SECURITY.md account
 * lock), in the order that leaks least and costs least: the daily limit before any password
 * hashing, a lock already set before the credential so a locked account answers the same whatever
 * was sent. The verdict is then taken in one transaction with the user row locked
 * (Limits.attempt): the lock is read again, a failure is counted, and `check` (login: the code)
 * runs, so parallel attempts can neither pass a lock set by an earlier one nor get more than the
 * threshold of checks for free. The password hash is computed before that transaction, never
 * inside it. A locked account throws 403 'account locked', audited, as does the failure that locks it.
 */
export async function checkCredential<T>(
  portal: AppContext,
  request: FastifyRequest,
  input: CredentialCheck<T>,
): Promise<CredentialResult<T>> {
  const { db, limits, audit } = portal;
  const { action, claimant, password } = input;
  let subject: string | undefined;
  let user: UserRow | undefined;
  if ('user' in claimant) {
    user = claimant.user;
  } else {
    subject = `${claimant.callingCode}${claimant.mobile}`;
    if (claimant.countDailyAttempt) await takeSignInAttempt(portal, request, action, subject);
    user = await findUserByMobile(db, claimant.callingCode, claimant.mobile);
  }
  const found = user;
  const unknown = async (): Promise<CredentialResult<T>> => {
    // A signed-in caller whose account went meanwhile claimed no mobile: the route answers 404.
    if (subject !== undefined) {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: found?.id,
        reason: 'unknown_user',
      });
    }
    return { outcome: 'unknown' };
  };
  if (!found || (subject !== undefined && !found.isActive)) return unknown();

  const deny = async (): Promise<never> => {
    await audit.record(request, { action, outcome: 'denied', subject, userId: found.id, reason: 'locked' });
    throw locked();
  };
  if (await limits.lockedUntil(found.id)) return deny();
  await input.beforeCheck?.(found);
  const passwordRight = password === undefined || (await verifyPassword(found.passwordHash, password));
  const result = await limits.attempt(
    found.id,
    async (tx, row): Promise<AttemptCheck<T>> => {
      // A password changed meanwhile is checked against nothing it was hashed for.
      if (password !== undefined && (!passwordRight || row.passwordHash !== found.passwordHash)) {
        return { ok: false, reason: 'wrong_password' };
      }
      return input.check(tx, row);
    },
    input.options,
  );
  if (result.outcome === 'missing') return unknown();
  if (result.outcome === 'locked') return deny();
  if (result.outcome === 'failed') {
    // A check with a limit of its own (the reset code) leaves the account's count alone: nothing to report.
    const counted = input.options?.countFailure !== false;
    await audit.record(request, {
      action,
      outcome: 'failure',
      subject,
      userId: found.id,
      reason: result.reason,
      ...(counted ? { details: { failedCount: result.failedCount, locked: result.locked } } : {}),
    });
    if (result.locked) throw locked();
    return { outcome: 'failed', user: found, reason: result.reason };
  }
  return { outcome: 'passed', user: found, value: result.value };
}
