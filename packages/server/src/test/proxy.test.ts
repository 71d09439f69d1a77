import { ServerText } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { auditLog } from '../db/schema';
import { createTestApp, createUser, identify, type TestApp, useTestDatabase } from './harness';

const testDb = useTestDatabase();

/** The app as TRUST_PROXY would configure it, read through loadConfig like a real start. */
async function appTrusting(trustProxy: string | undefined, otpSendPerIpPerHour: number): Promise<TestApp> {
  const parsed = loadConfig({ NODE_ENV: 'test', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
  return createTestApp(testDb.database, {
    config: { trustProxy: parsed.trustProxy, otpSendPerIpPerHour, otpSendPerNumberPerHour: 100 },
  });
}

let nextNet = 0;
/** An address of its own per test, so one test's per-address budget never touches another's. */
function freshAddress(): string {
  nextNet += 1;
  return `198.51.100.${nextNet}`;
}

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('without TRUST_PROXY ignores X-Forwarded-For: forged addresses still spend one per-address SMS budget', async () => {
    const t = await appTrusting(undefined, 3);
    try {
      const socket = freshAddress();
      const answers: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const user = await createUser(t.db);
        const res = await identify(t.app, user, {
          ip: socket,
          headers: { 'x-forwarded-for': `203.0.113.${i + 10}` },
        });
        answers.push(res.statusCode);
        if (i === 3) expect(res.json().message.message).toEqual([ServerText.otpSendBudget]);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await t.app.close();
    }
  });

  it('with TRUST_PROXY=1 takes the address the proxy saw (the last hop), not what the client wrote before it', async () => {
    const t = await appTrusting('1', 3);
    try {
      const client = '203.0.113.77';
      const user = await createUser(t.db);
      const res = await identify(t.app, user, {
        ip: '10.0.0.2',
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
      });
      expect(res.statusCode).toBe(200);
      const rows = await t.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(and(eq(auditLog.subject, `971${user.mobile}`), eq(auditLog.reason, 'otp_sent')));
      expect(rows).toEqual([{ ip: client }]);
    } finally {
      await t.app.close();
    }
  });

  it('with TRUST_PROXY=1 a client prefixing forged addresses still spends its own per-address budget', async () => {
    const t = await appTrusting('1', 3);
    try {
      const client = freshAddress();
      const answers: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const user = await createUser(t.db);
        const res = await identify(t.app, user, {
          ip: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i + 20}, ${client}` },
        });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await t.app.close();
    }
  });

  it('with TRUST_PROXY naming the proxy addresses trusts only those', async () => {
    const t = await appTrusting('10.0.0.0/8, 192.0.2.1', 3);
    try {
      const client = '203.0.113.88';
      const user = await createUser(t.db);
      await identify(t.app, user, {
        ip: '10.1.2.3',
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}, 192.0.2.1` },
      });
      // A socket outside the list is the client itself, whatever it forwards.
      const direct = await createUser(t.db);
      await identify(t.app, direct, { ip: '203.0.113.99', headers: { 'x-forwarded-for': '6.6.6.6' } });
      const ipOf = async (mobile: string) =>
        (
          await t.db
            .select({ ip: auditLog.ip })
            .from(auditLog)
            .where(and(eq(auditLog.subject, `971${mobile}`), eq(auditLog.reason, 'otp_sent')))
        )[0]?.ip;
      expect(await ipOf(user.mobile)).toBe(client);
      expect(await ipOf(direct.mobile)).toBe('203.0.113.99');
    } finally {
      await t.app.close();
    }
  });
});
