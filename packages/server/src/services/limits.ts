import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { addMinutes, type Clock, startOfUtcDay, startOfUtcHour } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/index';
import { accountLockouts, rateCounters, type UserRow, users } from '../db/schema';

/** What a sign-in check decided; a failure names its audit reason. */
export type AttemptCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

export type AttemptResult<T> =
  /** The account was locked when the attempt got its turn: nothing was checked or counted. */
  | { outcome: 'locked' }
  /** The user row is gone (deleted meanwhile). */
  | { outcome: 'missing' }
  | { outcome: 'failed'; reason: string; failedCount: number; locked: boolean }
  | { outcome: 'passed'; value: T };

export interface AttemptOptions {
  /** A passed check ends the run of consecutive failures (a completed sign-in). */
  resetOnSuccess?: boolean;
  /** A failed check counts toward the lock (default); false for checks that have their own limit. */
  countFailure?: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Limits that must hold across every server sharing the database: fixed-window counters and
 * account lockouts, each changed by one atomic statement.
 */
export class Limits {
  constructor(
    private readonly db: AppDb,
    private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  /** Adds one to the counter of `key` in the window starting at `windowStart`; returns the new count. */
  async hit(key: string, windowStart: Date, windowMs: number): Promise<number> {
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: [rateCounters.key, rateCounters.windowStart],
        set: { count: sql`${rateCounters.count} + 1` },
      })
      .returning({ count: rateCounters.count });
    return row?.count ?? 1;
  }

  /** Counts one identify or login attempt of a mobile; false once the UTC day's limit is passed. */
  async takeLoginAttempt(subject: string): Promise<boolean> {
    const count = await this.hit(`login:${subject}`, startOfUtcDay(this.clock()), DAY_MS);
    return count <= this.config.loginDailyLimit;
  }

  /** Spends one SMS of the hourly budgets of the number and of the client address. */
  async takeOtpSend(subject: string, ip: string): Promise<boolean> {
    const hour = startOfUtcHour(this.clock());
    const perNumber = await this.hit(`otp-number:${subject}`, hour, HOUR_MS);
    if (perNumber > this.config.otpSendPerNumberPerHour) return false;
    const perIp = await this.hit(`otp-ip:${ip}`, hour, HOUR_MS);
    return perIp <= this.config.otpSendPerIpPerHour;
  }

  async lockedUntil(userId: number, db: AppDb = this.db): Promise<Date | null> {
    const [row] = await db
      .select({ lockedUntil: accountLockouts.lockedUntil })
      .from(accountLockouts)
      .where(and(eq(accountLockouts.userId, userId), gt(accountLockouts.lockedUntil, this.clock())));
    return row?.lockedUntil ?? null;
  }

  /**
   * Records a failed sign-in (wrong password or wrong code). The failure that reaches the
   * threshold locks the account; once a lock has run out the count starts again from one.
   */
  async recordFailure(
    userId: number,
    db: AppDb = this.db,
  ): Promise<{ failedCount: number; locked: boolean }> {
    const now = this.clock();
    const lockUntil = addMinutes(now, this.config.lockoutMinutes);
    const threshold = this.config.lockoutThreshold;
    // Raw fragments take ISO strings: a Date bound outside a column is serialised differently by each driver.
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`(${accountLockouts.lockedUntil} is not null and ${accountLockouts.lockedUntil} <= ${nowSql})`;
    const nextCount = sql`(case when ${expired} then 1 else ${accountLockouts.failedCount} + 1 end)`;
    const [row] = await db
      .insert(accountLockouts)
      .values({
        userId,
        failedCount: 1,
        lockedUntil: threshold <= 1 ? lockUntil : null,
        lastFailedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: accountLockouts.userId,
        set: {
          failedCount: nextCount,
          lockedUntil: sql`(case
            when ${nextCount} >= ${threshold} and (${accountLockouts.lockedUntil} is null or ${expired}) then ${lockUntil.toISOString()}::timestamptz
            when ${expired} then null
            else ${accountLockouts.lockedUntil} end)`,
          lastFailedAt: now,
          updatedAt: now,
        },
      })
      .returning({ failedCount: accountLockouts.failedCount, lockedUntil: accountLockouts.lockedUntil });
    const failedCount = row?.failedCount ?? 1;
    return { failedCount, locked: Boolean(row?.lockedUntil && row.lockedUntil > now) };
  }

  /** A successful sign-in ends the run of consecutive failures. */
  async resetFailures(userId: number, db: AppDb = this.db): Promise<void> {
    await db
      .update(accountLockouts)
      .set({ failedCount: 0, lockedUntil: null, updatedAt: this.clock() })
      .where(eq(accountLockouts.userId, userId));
  }

  /**
   * One sign-in attempt of an account (password, date of birth or code), taking its turn with
   * every other attempt of that account: the user row is locked (SELECT ... FOR UPDATE) while the
   * lock is read, `check` runs and its failure is counted, all in one transaction. So parallel
   * attempts can neither slip past a lock that an earlier one set nor get more than the threshold
   * of checks before the lock, and a success cannot wipe a lock set after its own check.
   *
   * `check` gets the transaction and the locked user row; it must use only that transaction (on
   * PGlite another query would wait for this transaction to end). Slow work that needs no row,
   * such as hashing a password, belongs before the call.
   */
  async attempt<T>(
    userId: number,
    check: (tx: AppDb, user: UserRow) => Promise<AttemptCheck<T>>,
    options: AttemptOptions = {},
  ): Promise<AttemptResult<T>> {
    return this.db.transaction(async (tx): Promise<AttemptResult<T>> => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) return { outcome: 'missing' };
      if (await this.lockedUntil(userId, tx)) return { outcome: 'locked' };
      const result = await check(tx, user);
      if (result.ok) {
        if (options.resetOnSuccess) await this.resetFailures(userId, tx);
        return { outcome: 'passed', value: result.value };
      }
      if (options.countFailure === false) {
        return { outcome: 'failed', reason: result.reason, failedCount: 0, locked: false };
      }
      const failure = await this.recordFailure(userId, tx);
      return { outcome: 'failed', reason: result.reason, ...failure };
    });
  }

  /** Drops counters whose window has passed; run periodically by the server. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(rateCounters).where(lte(rateCounters.expiresAt, this.clock()));
  }
}
