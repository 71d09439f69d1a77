import { ruleMessageText, ServerText } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { createTestApp, createUser, identify, outbox, post, useTestApp } from './harness';

const t = useTestApp();

describe('POST /api/auth/identify', () => {
  it('answers NotFound with nothing sent for a number that is not registered', async () => {
    const res = await identify(t.app, { callingCode: '971', mobile: '581112223', password: 'Whatever@1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: {
        status: 'NotFound',
        message: [ServerText.userNotRegistered],
        code: 'auth.userNotRegistered',
      },
      data: { isExistingUser: false, otpSent: false, otpValidity: 0, referenceId: null },
    });
    expect(await outbox(t.app, { callingCode: '971', mobile: '581112223' })).toEqual([]);
  });

  it('refuses a wrong password with the spec wording and sends nothing', async () => {
    const user = await createUser(t.db);
    const res = await identify(t.app, { ...user, password: 'Wrong@12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: {
        status: 'Invalid',
        message: [ServerText.invalidCredentials],
        code: 'auth.invalidCredentials',
      },
      data: null,
    });
    expect(await outbox(t.app, user)).toEqual([]);
  });

  it('sends one six-digit login code for the right password', async () => {
    const aisha = DEMO_USERS.aisha;
    const res = await identify(t.app, aisha);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message.status).toBe('Success');
    expect(body.data).toEqual({
      isExistingUser: true,
      otpSent: true,
      otpValidity: 5,
      referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const messages = await outbox(t.app, aisha);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: '971501234567',
      purpose: 'login',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(messages[0]?.text).toContain(messages[0]?.code);
    // The outbox also answers to the bare mobile.
    const bare = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=501234567' });
    expect(bare.json().data).toHaveLength(1);
  });

  it('does not send another SMS within 60 s, but answers the same reference; after 60 s it sends a new code', async () => {
    const user = await createUser(t.db);
    const first = (await identify(t.app, user)).json();
    t.clock.advance({ seconds: 30 });
    const again = await identify(t.app, user);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.data);
    expect(await outbox(t.app, user)).toHaveLength(1);

    t.clock.advance({ seconds: 31 });
    const later = (await identify(t.app, user)).json();
    expect(later.data.otpSent).toBe(true);
    expect(later.data.referenceId).not.toBe(first.data.referenceId);
    const messages = await outbox(t.app, user);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.code).not.toBeNull();
  });

  it('ignores unknown fields and refuses bad bodies with 400 and the rule texts', async () => {
    const user = await createUser(t.db);
    const extra = await post(t.app, '/api/auth/identify', {
      callingCode: '971',
      mobile: user.mobile,
      password: user.password,
      isInvokedForLogin: true,
      roleId: 3,
    });
    expect(extra.statusCode).toBe(200);

    const letters = await post(t.app, '/api/auth/identify', {
      callingCode: '971',
      mobile: '50abc4567',
      password: 'Demo@2026',
      isInvokedForLogin: true,
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({
      message: { status: 'BadRequest', message: [ruleMessageText.numberError], code: 'rule.numberError' },
      data: null,
    });

    const short = await post(t.app, '/api/auth/identify', {
      callingCode: '971',
      mobile: '5012345',
      password: 'short',
      isInvokedForLogin: true,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message.message).toEqual([
      ruleMessageText.loginInvalidMobileError,
      ruleMessageText.invalidPassword,
    ]);

    const missing = await post(t.app, '/api/auth/identify', { callingCode: '971', mobile: '501234567' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.message).toContain(ruleMessageText.allFieldsRequired);

    const noBody = await post(t.app, '/api/auth/identify');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message.status).toBe('BadRequest');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/identify',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: { status: 'BadRequest', message: ['Malformed JSON body'] },
      data: null,
    });
  });
});

describe('identify limits', () => {
  it('answers 429 with the spec text once the daily attempts of a number are used up, until the next UTC day', async () => {
    const limited = await createTestApp(t.database, { config: { loginDailyLimit: 3 } });
    try {
      const user = await createUser(t.db);
      const wrong = { ...user, password: 'Wrong@12345' };
      // Spread over the day so the attempts are neither resends nor an account lock.
      expect((await identify(limited.app, wrong)).statusCode).toBe(400);
      expect((await identify(limited.app, user)).statusCode).toBe(200);
      limited.clock.advance({ minutes: 5 });
      expect((await identify(limited.app, user)).statusCode).toBe(200);
      limited.clock.advance({ minutes: 5 });
      const refused = await identify(limited.app, user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: {
          status: 'TooManyRequests',
          message: [ServerText.dailyLoginLimit],
          code: 'auth.dailyLoginLimit',
        },
        data: null,
      });
      // Unknown numbers are limited too, so the route cannot be used to probe numbers endlessly.
      const stranger = { callingCode: '971', mobile: '589998887', password: 'Whatever@1' };
      for (let i = 0; i < 3; i += 1) expect((await identify(limited.app, stranger)).statusCode).toBe(200);
      expect((await identify(limited.app, stranger)).statusCode).toBe(429);

      limited.clock.advance({ hours: 24 });
      expect((await identify(limited.app, user)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it('answers 429 when the hourly SMS budget of a number is spent', async () => {
    const limited = await createTestApp(t.database, { config: { otpSendPerNumberPerHour: 2 } });
    try {
      const user = await createUser(t.db);
      expect((await identify(limited.app, user)).statusCode).toBe(200);
      limited.clock.advance({ seconds: 61 });
      expect((await identify(limited.app, user)).statusCode).toBe(200);
      limited.clock.advance({ seconds: 61 });
      const refused = await identify(limited.app, user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toEqual({
        status: 'TooManyRequests',
        message: [ServerText.otpSendBudget],
        code: 'auth.otpSendBudget',
      });
      expect(await outbox(limited.app, user)).toHaveLength(2);

      limited.clock.advance({ hours: 1 });
      expect((await identify(limited.app, user)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it('answers 429 when the hourly SMS budget of a client address is spent', async () => {
    const limited = await createTestApp(t.database, { config: { otpSendPerIpPerHour: 2 } });
    try {
      const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
      expect((await identify(limited.app, a, { ip: '203.0.113.7' })).statusCode).toBe(200);
      expect((await identify(limited.app, b, { ip: '203.0.113.7' })).statusCode).toBe(200);
      const refused = await identify(limited.app, c, { ip: '203.0.113.7' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message.message).toEqual([ServerText.otpSendBudget]);
      expect(await outbox(limited.app, c)).toEqual([]);
      expect((await identify(limited.app, c, { ip: '203.0.113.8' })).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
