/**
 * SECURITY.md account lock under concurrency: the lock is checked in the same transaction that
 * counts a failure (the user row is locked for the attempt), so parallel sign-ins can neither get
 * more than the threshold of password checks for free nor sign in once the account is locked.
 */
import { ServerText } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountLockouts, auditLog } from '../db/schema';
import { createUser, identify, latestCode, login, useTestApp } from './harness';

const THRESHOLD = 5;
const PARALLEL = 12;

// The daily limit of the number is not what these tests are about.
const t = useTestApp({ config: { lockoutThreshold: THRESHOLD, loginDailyLimit: 100 } });

const WRONG = 'Wrong@12345';

async function lockoutOf(userId: number) {
  const [row] = await t.db.select().from(accountLockouts).where(eq(accountLockouts.userId, userId));
  return row;
}

async function loginReasons(userId: number) {
  const rows = await t.db
    .select({ outcome: auditLog.outcome, reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'auth.login')));
  return rows.map((r) => `${r.outcome}:${r.reason}`);
}

const count = (list: string[], value: string) => list.filter((v) => v === value).length;

describe('account lock under parallel sign-ins', () => {
  it(`${PARALLEL} parallel wrong passwords: only ${THRESHOLD} are checked and counted, the rest meet the lock`, async () => {
    const user = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        login(t.app, { ...user, password: WRONG }, '123456', { ip: `10.88.0.${i + 1}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    // Before the lock: 400 'Invalid mobile number or password'; the failure that locks and every
    // attempt after it: 403 with the lock message.
    expect(count(statuses.map(String), '400')).toBe(THRESHOLD - 1);
    expect(count(statuses.map(String), '403')).toBe(PARALLEL - THRESHOLD + 1);
    for (const r of results.filter((r) => r.statusCode === 403)) {
      expect(r.json().message.message).toEqual([ServerText.accountLocked]);
    }

    // No more than the threshold of password checks were "free": the rest never reached the check.
    const reasons = await loginReasons(user.id);
    expect(count(reasons, 'failure:wrong_password')).toBe(THRESHOLD);
    expect(count(reasons, 'denied:locked')).toBe(PARALLEL - THRESHOLD);
    const lockout = await lockoutOf(user.id);
    expect(lockout?.failedCount).toBe(THRESHOLD);
    expect(lockout?.lockedUntil?.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it(`${PARALLEL} parallel wrong passwords and the right one at the threshold: no sign-in once locked`, async () => {
    const user = await createUser(t.db);
    // One failure short of the lock, and a login code on its way for the right password.
    for (let i = 0; i < THRESHOLD - 1; i += 1) {
      expect((await login(t.app, { ...user, password: WRONG }, '123456')).statusCode).toBe(400);
    }
    expect((await identify(t.app, user)).statusCode).toBe(200);
    const code = await latestCode(t.app, user);

    const results = await Promise.all([
      ...Array.from({ length: PARALLEL }, (_, i) =>
        login(t.app, { ...user, password: WRONG }, code, { ip: `10.89.0.${i + 1}` }),
      ),
      login(t.app, user, code, { ip: '10.89.1.1' }),
    ]);
    const right = results[PARALLEL];
    const wrong = results.slice(0, PARALLEL).map((r) => r.statusCode);
    const free = count(wrong.map(String), '400');
    // Either the right attempt came first (it signs in and ends the run of failures; the wrong ones
    // then lock the account again after THRESHOLD - 1 free tries), or it came after the locking
    // failure and gets the lock answer like every wrong attempt after it.
    if (right?.statusCode === 200) {
      expect(free).toBe(THRESHOLD - 1);
    } else {
      expect(right?.statusCode).toBe(403);
      expect(right?.json().message.message).toEqual([ServerText.accountLocked]);
      expect(free).toBe(0);
    }
    // Either way the account ends locked with exactly THRESHOLD counted failures.
    const lockout = await lockoutOf(user.id);
    expect(lockout?.lockedUntil?.getTime() ?? 0).toBeGreaterThan(t.clock.now().getTime());
    expect(lockout?.failedCount).toBe(THRESHOLD);
  });
});
