import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@portal/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addMinutes, type Clock } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/index';
import { type OtpChallengeRow, type OtpPurpose, otpChallenges, type UserRow } from '../db/schema';
import type { AttemptCheck } from './limits';

/**
 * Purposes whose challenges are bound to the request that created them (SECURITY.md identity
 * proof): a new one retires no other, so a second request for the same mobile cannot take the
 * first one's place. Only the holder of a challenge retires it, by asking again (`replaces`).
 */
export const PER_REQUEST_PURPOSES: ReadonlySet<OtpPurpose> = new Set<OtpPurpose>([
  'registration',
  'reset',
  'family',
]);

export interface IssueOtp {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  userId?: number | null;
  ip?: string | null;
  context?: Record<string, unknown> | null;
  /** Per-request purposes: the caller's own earlier challenge, retired by this one (a resend). */
  replaces?: string | null;
}

/**
 * Live challenges a check looks at, newest first. The hourly SMS budget of a number keeps the real
 * count far lower; this only bounds the work of one check.
 */
const MAX_CANDIDATES = 20;

export interface IssuedOtp {
  id: string;
  /** The plain code, for the SMS only: it is never stored. */
  code: string;
  expiresAt: Date;
}

export type OtpRefusal = 'none' | 'superseded' | 'expired' | 'used' | 'exhausted' | 'mismatch';
export type OtpCheck = { ok: true; challenge: OtpChallengeRow } | { ok: false; reason: OtpRefusal };

export interface VerifyOtp {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  code: string;
  /** Use the code up (sign-in, registration); false only checks it (the reset screen's verify step). */
  consume: boolean;
}

export interface VerifyChallenge {
  /** The challenge (the client's reference); no other challenge of the number can answer. */
  id: string;
  purpose: OtpPurpose;
  code: string;
  consume: boolean;
}

/**
 * One-time codes bound to a purpose and a mobile. For login (and the other purposes not in
 * PER_REQUEST_PURPOSES) a mobile has at most one live challenge per purpose: issuing a new one
 * retires the old. Registration, reset and family challenges are per request: several may be live for one
 * mobile, each answering only its own code.
 */
export class OtpService {
  constructor(
    private readonly db: AppDb,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly key: Buffer,
  ) {}

  private digest(id: string, purpose: OtpPurpose, callingCode: string, mobile: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${id}|${purpose}|${callingCode}|${mobile}|${code}`)
      .digest('base64url');
  }

  async issue(input: IssueOtp): Promise<IssuedOtp> {
    const now = this.clock();
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const expiresAt = addMinutes(now, this.config.otpValidityMinutes);
    const sameNumber = and(
      eq(otpChallenges.callingCode, input.callingCode),
      eq(otpChallenges.mobile, input.mobile),
      eq(otpChallenges.purpose, input.purpose),
      // Used ones too: two challenges created in the same millisecond must not compete
      // for "newest".
      isNull(otpChallenges.invalidatedAt),
    );
    const perRequest = PER_REQUEST_PURPOSES.has(input.purpose);
    await this.db.transaction(async (tx) => {
      if (!perRequest) {
        await tx.update(otpChallenges).set({ invalidatedAt: now }).where(sameNumber);
      } else if (input.replaces) {
        await tx
          .update(otpChallenges)
          .set({ invalidatedAt: now })
          .where(and(sameNumber, eq(otpChallenges.id, input.replaces)));
      }
      await tx.insert(otpChallenges).values({
        id,
        purpose: input.purpose,
        callingCode: input.callingCode,
        mobile: input.mobile,
        userId: input.userId ?? null,
        codeHash: this.digest(id, input.purpose, input.callingCode, input.mobile, code),
        maxAttempts: this.config.otpMaxAttempts,
        context: input.context ?? null,
        ip: input.ip ?? null,
        createdAt: now,
        expiresAt,
      });
    });
    return { id, code, expiresAt };
  }

  /** The newest challenge of this purpose and mobile that can still be answered. */
  async findLive(
    purpose: OtpPurpose,
    callingCode: string,
    mobile: string,
  ): Promise<OtpChallengeRow | undefined> {
    const challenge = await this.newest(purpose, callingCode, mobile);
    if (!challenge || this.refusal(challenge)) return undefined;
    return challenge;
  }

  private async newest(purpose: OtpPurpose, callingCode: string, mobile: string) {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.callingCode, callingCode),
          eq(otpChallenges.mobile, mobile),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.invalidatedAt),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

  private refusal(challenge: OtpChallengeRow): OtpRefusal | null {
    if (challenge.invalidatedAt) return 'superseded';
    if (challenge.consumedAt) return 'used';
    if (challenge.attempts >= challenge.maxAttempts) return 'exhausted';
    if (challenge.expiresAt <= this.clock()) return 'expired';
    return null;
  }

  /**
   * Whether `code` is the code of `challenge`, whatever its state, without changing it: binds a
   * later step (the sign-up payload) to the code that verified an earlier one. Callers limit tries.
   */
  codeMatches(challenge: OtpChallengeRow, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash);
    const actual = Buffer.from(
      this.digest(challenge.id, challenge.purpose, challenge.callingCode, challenge.mobile, code),
    );
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * Checks a code against the live challenges of a purpose and mobile (one, except for per-request
   * purposes). A wrong code spends one try of each of them: every challenge still meets at most
   * its maximum of guesses. `db` lets a caller run the check inside its own transaction.
   */
  async verify(input: VerifyOtp, db: AppDb = this.db): Promise<OtpCheck> {
    const candidates = await db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.callingCode, input.callingCode),
          eq(otpChallenges.mobile, input.mobile),
          eq(otpChallenges.purpose, input.purpose),
          isNull(otpChallenges.invalidatedAt),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(MAX_CANDIDATES);
    return this.check(db, candidates, input.code, input.consume);
  }

  /** Checks a code against one challenge, named by its id (the client's reference), and nothing else. */
  async verifyChallenge(input: VerifyChallenge, db: AppDb = this.db): Promise<OtpCheck> {
    const candidates = await db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.id, input.id), eq(otpChallenges.purpose, input.purpose)));
    return this.check(db, candidates, input.code, input.consume);
  }

  private async check(
    db: AppDb,
    candidates: OtpChallengeRow[],
    code: string,
    consume: boolean,
  ): Promise<OtpCheck> {
    const live = candidates.filter((challenge) => this.refusal(challenge) === null);
    if (live.length === 0) {
      const newest = candidates[0];
      return { ok: false, reason: newest ? (this.refusal(newest) ?? 'none') : 'none' };
    }
    const match = live.find((challenge) => this.codeMatches(challenge, code));
    const now = this.clock();
    // Each change is guarded by the same conditions as the read, so two servers answering at once
    // can neither both use a code nor push the tries past the maximum.
    const stillLive = (ids: string[]) =>
      and(
        inArray(otpChallenges.id, ids),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.invalidatedAt),
        lt(otpChallenges.attempts, otpChallenges.maxAttempts),
        gt(otpChallenges.expiresAt, now),
      );
    if (!match) {
      const spent = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(stillLive(live.map((challenge) => challenge.id)))
        .returning({ id: otpChallenges.id });
      return { ok: false, reason: spent.length > 0 ? 'mismatch' : 'exhausted' };
    }
    if (!consume) return { ok: true, challenge: match };
    const [used] = await db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(stillLive([match.id]))
      .returning({ id: otpChallenges.id });
    return used ? { ok: true, challenge: { ...match, consumedAt: now } } : { ok: false, reason: 'used' };
  }

  /** Voids a challenge whose code never went out, so nothing can verify it and a resend is not held. */
  async retire(id: string): Promise<void> {
    await this.db.update(otpChallenges).set({ invalidatedAt: this.clock() }).where(eq(otpChallenges.id, id));
  }

  /** Drops challenges a day past their expiry; nothing can verify them any more. */
  async purgeExpired(): Promise<void> {
    await this.db
      .delete(otpChallenges)
      .where(lt(otpChallenges.expiresAt, addMinutes(this.clock(), -24 * 60)));
  }
}

/**
 * The check Limits.attempt runs for a code typed to finish a sign-in or a reset: the code of
 * `purpose` for the number, used up inside the attempt's transaction, and sent for this very user.
 */
export function ownCodeCheck(
  otp: OtpService,
  purpose: OtpPurpose,
  input: { callingCode: string; mobile: string; otp: string },
): (tx: AppDb, row: UserRow) => Promise<AttemptCheck<null>> {
  return async (tx, row) => {
    const check = await otp.verify(
      { purpose, callingCode: input.callingCode, mobile: input.mobile, code: input.otp, consume: true },
      tx,
    );
    if (!check.ok) return { ok: false, reason: `otp_${check.reason}` };
    if (check.challenge.userId !== row.id) return { ok: false, reason: 'otp_other_user' };
    return { ok: true, value: null };
  };
}
