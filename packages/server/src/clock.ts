import { isoDateAt, type Today } from '@portal/contract';

/**
 * Every time-dependent rule (code expiry, lockouts, token lifetimes, daily limits) reads the time
 * from here, so tests move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Start of the UTC day holding `date`: the window of the daily login limit. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Start of the UTC hour holding `date`: the window of the OTP send budgets. */
export function startOfUtcHour(date: Date): Date {
  const start = new Date(date);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** The calendar day rules such as "not in the future" use: the UAE's, by the app's clock. */
export function todayOf(clock: () => Date): Today {
  return () => isoDateAt(clock());
}
