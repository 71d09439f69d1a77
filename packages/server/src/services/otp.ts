import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@portal/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { addMinutes, type Clock } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/index';
import { type OtpChallengeRow, type OtpPurpose, otpChallenges } from '../db/schema';

export interface IssueOtp {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  userId?: number | null;
  ip?: string | null;
  context?: Record<string, unknown> | null;
}

export interface IssuedOtp {
  id: string;
  /** The plain code, for the SMS only: it is never stored. */
  code: string;
  expiresAt: Date;
}

export type OtpRefusal = 'none' | 'expired' | 'used' | 'exhausted' | 'mismatch';
export type OtpCheck = { ok: true; challenge: OtpChallengeRow } | { ok: false; reason: OtpRefusal };

export interface VerifyOtp {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  code: string;
  /** Use the code up (sign-in, registration); false only checks it (the reset screen's verify step). */
  consume: boolean;
}

/**
 * One-time codes bound to a purpose and a mobile. A mobile has at most one live challenge per
 * purpose: issuing a new one retires the old, and every check reads the newest.
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
    await this.db.transaction(async (tx) => {
      await tx
        .update(otpChallenges)
        .set({ invalidatedAt: now })
        .where(
          and(
            eq(otpChallenges.callingCode, input.callingCode),
            eq(otpChallenges.mobile, input.mobile),
            eq(otpChallenges.purpose, input.purpose),
            // Used ones too: two challenges created in the same millisecond must not compete
            // for "newest".
            isNull(otpChallenges.invalidatedAt),
          ),
        );
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

  async verify(input: VerifyOtp): Promise<OtpCheck> {
    const challenge = await this.newest(input.purpose, input.callingCode, input.mobile);
    if (!challenge) return { ok: false, reason: 'none' };
    const refusal = this.refusal(challenge);
    if (refusal) return { ok: false, reason: refusal };

    const expected = Buffer.from(challenge.codeHash);
    const actual = Buffer.from(
      this.digest(challenge.id, input.purpose, input.callingCode, input.mobile, input.code),
    );
    const now = this.clock();
    // Each change is guarded by the same conditions as the read, so two servers answering at once
    // can neither both use a code nor push the tries past the maximum.
    const stillLive = and(
      eq(otpChallenges.id, challenge.id),
      isNull(otpChallenges.consumedAt),
      isNull(otpChallenges.invalidatedAt),
      lt(otpChallenges.attempts, otpChallenges.maxAttempts),
      gt(otpChallenges.expiresAt, now),
    );
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const [row] = await this.db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(stillLive)
        .returning({ attempts: otpChallenges.attempts });
      return { ok: false, reason: row ? 'mismatch' : 'exhausted' };
    }
    if (!input.consume) return { ok: true, challenge };
    const [used] = await this.db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(stillLive)
      .returning({ id: otpChallenges.id });
    return used ? { ok: true, challenge: { ...challenge, consumedAt: now } } : { ok: false, reason: 'used' };
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
