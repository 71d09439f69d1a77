import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './booking-rules';
import { isoDateAt } from './dates';
import { medicationProgress, medicationStartDate } from './medications';

/** Today in the UAE at an instant, as the server's clock or the browser gives it. */
const todayAt = (instant: string) => isoDateAt(new Date(instant));

describe('medicationStartDate', () => {
  it('reads a date-time as the day it was in Dubai', () => {
    // 23:30 in Dubai is 19:30 UTC the same day; 00:30 in Dubai is 20:30 UTC the day before.
    expect(medicationStartDate('2026-03-10T23:30:00+04:00')).toBe('2026-03-10');
    expect(medicationStartDate('2026-03-10T19:30:00Z')).toBe('2026-03-10');
    expect(medicationStartDate('2026-03-10T20:30:00Z')).toBe('2026-03-11');
    expect(medicationStartDate('2026-03-11T00:00:00+04:00')).toBe('2026-03-11');
  });

  it('takes an ISO date as that UAE day, and refuses what is not a date', () => {
    expect(medicationStartDate('2026-03-10')).toBe('2026-03-10');
    // Without an offset the instant would depend on the machine's zone.
    expect(medicationStartDate('2026-03-10T23:30:00')).toBeNull();
    expect(medicationStartDate('2026-02-30')).toBeNull();
    expect(medicationStartDate('10/03/2026')).toBeNull();
  });

  it('agrees with the Asia/Dubai zone of the platform at any instant (no daylight saving)', () => {
    const dubai = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Dubai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }),
        (d) => {
          expect(medicationStartDate(d.toISOString())).toBe(dubai.format(d));
        },
      ),
    );
  });
});

describe('medicationProgress', () => {
  const course = (creationDate: string, duration: number) => ({ creationDate, duration });

  it('counts the day written as day 0 and reaches 100 % on creation date plus duration', () => {
    const item = course('2026-03-10T09:00:00+04:00', 7);
    expect(medicationProgress(item, '2026-03-10')).toEqual({
      elapsedDays: 0,
      totalDays: 7,
      remainingDays: 7,
      percent: 0,
      finished: false,
    });
    expect(medicationProgress(item, '2026-03-13')).toMatchObject({
      elapsedDays: 3,
      remainingDays: 4,
      percent: 42,
    });
    expect(medicationProgress(item, '2026-03-16')).toMatchObject({
      elapsedDays: 6,
      remainingDays: 1,
      finished: false,
    });
    expect(medicationProgress(item, '2026-03-17')).toEqual({
      elapsedDays: 7,
      totalDays: 7,
      remainingDays: 0,
      percent: 100,
      finished: true,
    });
    // Long past: still 7 of 7, never more.
    expect(medicationProgress(item, '2026-06-01')).toMatchObject({
      elapsedDays: 7,
      remainingDays: 0,
      percent: 100,
    });
  });

  it('a one-day course runs on its day and is over the next', () => {
    const item = course('2026-03-10T08:00:00+04:00', 1);
    expect(medicationProgress(item, '2026-03-10')).toMatchObject({
      elapsedDays: 0,
      remainingDays: 1,
      finished: false,
    });
    expect(medicationProgress(item, '2026-03-11')).toMatchObject({
      elapsedDays: 1,
      percent: 100,
      finished: true,
    });
  });

  it('written at 23:30 in Dubai, a day has passed at midnight in Dubai though not yet in UTC', () => {
    const item = course('2026-03-10T23:30:00+04:00', 2);
    // 23:45 Dubai on the 10th (19:45 UTC): the same day.
    expect(medicationProgress(item, todayAt('2026-03-10T19:45:00Z')).elapsedDays).toBe(0);
    // 00:00 Dubai on the 11th is 20:00 UTC on the 10th: a host clock in UTC still reads the 10th.
    expect(new Date('2026-03-10T20:00:00Z').toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(medicationProgress(item, todayAt('2026-03-10T20:00:00Z'))).toMatchObject({
      elapsedDays: 1,
      remainingDays: 1,
      percent: 50,
    });
    // 23:59 Dubai on the 11th: still one day; 00:00 on the 12th: over.
    expect(medicationProgress(item, todayAt('2026-03-11T19:59:59Z')).elapsedDays).toBe(1);
    expect(medicationProgress(item, todayAt('2026-03-11T20:00:00Z'))).toMatchObject({
      percent: 100,
      finished: true,
    });
  });

  it('written at midnight in Dubai, the day is the Dubai day, not the UTC one', () => {
    // 00:00 Dubai on the 11th is 20:00 UTC on the 10th.
    const item = course('2026-03-10T20:00:00Z', 3);
    expect(medicationProgress(item, '2026-03-10')).toMatchObject({ elapsedDays: 0, remainingDays: 3 });
    expect(medicationProgress(item, '2026-03-11')).toMatchObject({ elapsedDays: 0, remainingDays: 3 });
    expect(medicationProgress(item, '2026-03-14')).toMatchObject({ elapsedDays: 3, finished: true });
  });

  it('is not moved by the nights other zones change their clocks (Dubai has no daylight saving)', () => {
    // Europe moves on 29 March 2026 and 25 October 2026; a day in Dubai stays 24 hours.
    const item = course('2026-03-28T22:00:00+04:00', 3);
    expect(medicationProgress(item, todayAt('2026-03-29T01:30:00Z')).elapsedDays).toBe(1);
    expect(medicationProgress(item, todayAt('2026-03-29T20:00:00Z')).elapsedDays).toBe(2);
    const autumn = course('2026-10-24T12:00:00+04:00', 10);
    expect(medicationProgress(autumn, todayAt('2026-10-25T21:00:00Z')).elapsedDays).toBe(2);
  });

  it('a course written after today has not started', () => {
    const item = course('2026-03-20T10:00:00+04:00', 5);
    expect(medicationProgress(item, '2026-03-10')).toEqual({
      elapsedDays: 0,
      totalDays: 5,
      remainingDays: 5,
      percent: 0,
      finished: false,
    });
  });

  it('always adds up, stays within 0..100 and finishes exactly at creation plus duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: -30, max: 300 }),
        (offset, duration, later) => {
          const start = addDays('2025-01-01', offset);
          const p = medicationProgress(course(start, duration), addDays(start, later));
          expect(p.elapsedDays + p.remainingDays).toBe(duration);
          expect(p.percent).toBeGreaterThanOrEqual(0);
          expect(p.percent).toBeLessThanOrEqual(100);
          expect(p.finished).toBe(later >= duration);
          expect(p.percent === 100).toBe(later >= duration);
        },
      ),
    );
  });
});
