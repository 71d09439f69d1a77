import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('token lifetimes (SECURITY.md: access 15 min, refresh idle 30 min, absolute 12 h)', () => {
  it('default to the caps and accept shorter lifetimes', () => {
    expect(loadConfig({})).toMatchObject({
      accessTokenMinutes: 15,
      refreshIdleMinutes: 30,
      refreshAbsoluteHours: 12,
    });
    expect(
      loadConfig({ ACCESS_TOKEN_MINUTES: '5', REFRESH_IDLE_MINUTES: '10', REFRESH_ABSOLUTE_HOURS: '8' }),
    ).toMatchObject({ accessTokenMinutes: 5, refreshIdleMinutes: 10, refreshAbsoluteHours: 8 });
  });

  it('refuse a longer lifetime at start, naming the variable and its cap', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_MINUTES: '16' })).toThrow(
      "ACCESS_TOKEN_MINUTES must be an integer from 1 to 15, got '16'",
    );
    expect(() => loadConfig({ REFRESH_IDLE_MINUTES: '31' })).toThrow(
      "REFRESH_IDLE_MINUTES must be an integer from 1 to 30, got '31'",
    );
    expect(() => loadConfig({ REFRESH_ABSOLUTE_HOURS: '13' })).toThrow(
      "REFRESH_ABSOLUTE_HOURS must be an integer from 1 to 12, got '13'",
    );
    expect(() => loadConfig({ ACCESS_TOKEN_MINUTES: '1440' })).toThrow(/ACCESS_TOKEN_MINUTES/);
  });
});

describe('TRUST_PROXY: hops or addresses, never "trust everything"', () => {
  it('is off when unset, a hop count when an integer, a list of addresses and CIDRs otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it("refuses 'true' at start with a clear error", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust any X-Forwarded-For.*number of proxies.*addresses/,
    );
  });

  it('refuses anything else that is neither a hop count nor an address', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.0/33', 'proxy.example.com', '0.0.0.0/0', '::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

/** What a production deployment sets at the least. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-bytes!',
  SMS_GATEWAY: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/v1/messages',
  SMS_HTTP_TOKEN: 'provider-token',
  SMS_HTTP_SENDER: 'ADH',
};

describe('NODE_ENV=production refuses a development setup at start', () => {
  it('starts with a JWT secret and a real SMS gateway, without demo data or the outbox', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      production: true,
      smsGateway: 'http',
      demoSeed: false,
      devOutbox: false,
      checkAnswers: false,
    });
  });

  it('names every missing piece at once: JWT_SECRET and a real SMS gateway', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(/NODE_ENV=production refuses to start/);
    expect(attempt).toThrow(/JWT_SECRET is required/);
    expect(attempt).toThrow(/SMS_GATEWAY=console delivers no SMS/);
  });

  it('refuses each development setting on its own', () => {
    const { JWT_SECRET: _secret, ...noSecret } = PRODUCTION;
    expect(() => loadConfig(noSecret)).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_GATEWAY: 'console' })).toThrow(
      /SMS_GATEWAY=console delivers no SMS/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DEMO_SEED: '1' })).toThrow(
      /DEMO_SEED.*demo accounts with published passwords/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
  });
});

describe('development defaults', () => {
  it('an unset NODE_ENV is development: demo seed on, but the outbox only with DEV_OUTBOX=1', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'development', production: false, demoSeed: true });
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow(/DEV_OUTBOX must be 1 or 0/);
  });

  it('checks answers against the contract outside production unless CHECK_ANSWERS=0', () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', CHECK_ANSWERS: '0' }).checkAnswers).toBe(false);
  });
});

describe('SMS_GATEWAY=http settings', () => {
  const HTTP = { SMS_GATEWAY: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms', SMS_HTTP_TOKEN: 't' };

  it('reads the address, credentials, sender, body template and timeout', () => {
    expect(
      loadConfig({
        ...HTTP,
        SMS_HTTP_TOKEN: '',
        SMS_HTTP_USER: 'portal',
        SMS_HTTP_PASSWORD: 'pw',
        SMS_HTTP_SENDER: 'ADH',
        SMS_HTTP_BODY: '{"messages":[{"dest":"+{to}","content":"{text}","src":"{from}"}]}',
        SMS_HTTP_TIMEOUT_MS: '2500',
      }).smsHttp,
    ).toEqual({
      url: 'http://127.0.0.1:9/sms',
      auth: { kind: 'basic', user: 'portal', password: 'pw' },
      sender: 'ADH',
      template: { messages: [{ dest: '+{to}', content: '{text}', src: '{from}' }] },
      timeoutMs: 2500,
    });
    expect(loadConfig(HTTP).smsHttp).toMatchObject({
      auth: { kind: 'bearer', token: 't' },
      template: { to: '{to}', text: '{text}' },
      timeoutMs: 10_000,
    });
  });

  it('refuses a setup that could not send', () => {
    expect(() => loadConfig({ SMS_GATEWAY: 'carrier-pigeon' })).toThrow(/known: console, http/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_URL: '' })).toThrow(/SMS_HTTP_URL is required/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_URL: 'not a url' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_TOKEN: '' })).toThrow(
      /SMS_HTTP_USER and SMS_HTTP_PASSWORD, or SMS_HTTP_TOKEN/,
    );
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_USER: 'portal' })).toThrow(/not both/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_BODY: '{"to":"{to}"' })).toThrow(/SMS_HTTP_BODY.*JSON/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_BODY: '{"to":"{to}"}' })).toThrow(/\{text\}/);
    expect(() =>
      loadConfig({ ...HTTP, SMS_HTTP_BODY: '{"to":"{to}","text":"{text}","from":"{from}"}' }),
    ).toThrow(/SMS_HTTP_SENDER/);
    expect(() => loadConfig({ ...HTTP, SMS_HTTP_TIMEOUT_MS: '0' })).toThrow(/SMS_HTTP_TIMEOUT_MS/);
    expect(() =>
      loadConfig({ ...HTTP, NODE_ENV: 'production', SMS_HTTP_URL: 'http://sms.example.com/v1/messages' }),
    ).toThrow(/SMS_HTTP_URL must be https/);
  });
});
