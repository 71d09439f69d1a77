import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatDisplayDate,
  isBirthDateInRange,
  isIsoDate,
  isoDateAt,
  MIN_BIRTH_DATE,
  parseDisplayDate,
  toIsoDate,
} from './dates';
import { formDateOfBirthRule, isoDateOfBirthRule } from './rules';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar day between 1900 and 2100 as [year, month, day]. */
const realDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));
const isoOf = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The same day by the platform's calendar, to check the hand-written one against. */
const platformIsValid = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('calendar dates', () => {
  it('knows which days exist, as the platform calendar does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          expect(isIsoDate(iso)).toBe(
            month >= 1 && month <= 12 && day >= 1 && platformIsValid(year, month, day),
          );
        },
      ),
    );
  });

  it('reads dd/MM/yyyy back into the ISO date it was written from', () => {
    fc.assert(
      fc.property(realDay, (day) => {
        const iso = isoOf(day);
        const shown = formatDisplayDate(iso);
        expect(shown).toBe(`${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}`);
        expect(parseDisplayDate(shown as string)).toBe(iso);
        expect(toIsoDate(shown as string)).toBe(iso);
        expect(toIsoDate(iso)).toBe(iso);
      }),
    );
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of [
      '31/02/2020',
      '29/02/2023',
      '00/01/2020',
      '12/13/2020',
      '1/2/2020',
      '2020-01-01T00:00',
      ' ',
      '12-04-1990',
    ]) {
      expect(parseDisplayDate(value), value).toBeNull();
    }
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(toIsoDate('1990-02-30')).toBeNull();
  });

  it('takes "today" as the calendar day in the UAE (UTC+4)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(isoDateAt(instant)).toBe(
            new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10),
          );
          expect(isoDateAt(instant, 0)).toBe(instant.toISOString().slice(0, 10));
        },
      ),
    );
    expect(isoDateAt(new Date('2026-03-01T19:59:59Z'))).toBe('2026-03-01');
    expect(isoDateAt(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });
});

describe('date of birth rules', () => {
  const todayDay = realDay.filter((d) => isoOf(d) >= MIN_BIRTH_DATE);

  it('accepts any real day up to today and refuses any later day with dobRangeError (wire, ISO)', () => {
    fc.assert(
      fc.property(realDay, todayDay, (birth, now) => {
        const iso = isoOf(birth);
        const today = isoOf(now);
        const result = isoDateOfBirthRule(() => today).safeParse(iso);
        if (iso > today) expect(firstError(result)).toBe('dobRangeError');
        else expect(result.success).toBe(true);
        expect(isBirthDateInRange(iso, today)).toBe(iso <= today);
      }),
    );
  });

  it('parses dd/MM/yyyy forms to ISO with the same range rule', () => {
    fc.assert(
      fc.property(realDay, todayDay, (birth, now) => {
        const today = isoOf(now);
        const shown = formatDisplayDate(isoOf(birth)) as string;
        const result = formDateOfBirthRule(() => today).safeParse(shown);
        if (isoOf(birth) > today) expect(firstError(result)).toBe('dobRangeError');
        else expect(result.data).toBe(isoOf(birth));
      }),
    );
  });

  it('gives one message per failure: required, format, range', () => {
    const today = () => '2026-03-02';
    const wire = isoDateOfBirthRule(today);
    expect(firstError(wire.safeParse(''))).toBe('allFieldsRequired');
    expect(firstError(wire.safeParse(undefined))).toBe('allFieldsRequired');
    expect(wire.safeParse('12/04/1990').error?.issues.map((i) => i.message)).toEqual(['dobFormatError']);
    expect(wire.safeParse('2026-03-03').error?.issues.map((i) => i.message)).toEqual(['dobRangeError']);
    expect(firstError(wire.safeParse('1899-12-31'))).toBe('dobRangeError');
    expect(wire.safeParse('2026-03-02').success).toBe(true);
    const complete = formDateOfBirthRule(today, { required: 'validDobError', format: 'validDobError' });
    expect(firstError(complete.safeParse(''))).toBe('validDobError');
    expect(firstError(complete.safeParse('31/02/1990'))).toBe('validDobError');
    expect(firstError(complete.safeParse('03/03/2026'))).toBe('dobRangeError');
  });
});
