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
