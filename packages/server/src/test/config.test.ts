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
