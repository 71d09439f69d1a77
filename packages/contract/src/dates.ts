/**
 * Calendar dates of the portal: ISO (yyyy-MM-dd) on the wire, dd/MM/yyyy on screen (spec section
 * 9). Pure string arithmetic, no time zones: a date of birth is a calendar day, not an instant.
 */

/** The UAE keeps UTC+4 all year; "today" for a rule is the calendar day in the UAE. */
export const UAE_UTC_OFFSET_MINUTES = 240;
/** Dates of birth before this are taken for typing mistakes (dobRangeError). */
export const MIN_BIRTH_DATE = '1900-01-01';

/** Answers today's ISO date; the server passes one built on its injectable clock. */
export type Today = () => string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** yyyy-MM-dd naming a day that exists (no 2023-02-29, no 2024-13-01). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** dd/MM/yyyy as typed on screen to ISO; null unless it names a day that exists. */
export function parseDisplayDate(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** ISO to dd/MM/yyyy for display; null for anything that is not a real ISO date. */
export function formatDisplayDate(iso: string): string | null {
  if (!isIsoDate(iso)) return null;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A date as a form may hold it (dd/MM/yyyy typed, or ISO from a date picker) to ISO, or null. */
export function toIsoDate(value: string): string | null {
  const trimmed = value.trim();
  if (isIsoDate(trimmed)) return trimmed;
  return parseDisplayDate(trimmed);
}

/** The calendar day of `instant` at a fixed UTC offset (the UAE's by default), as ISO. */
export function isoDateAt(instant: Date, offsetMinutes = UAE_UTC_OFFSET_MINUTES): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Today in the UAE by this machine's clock: the default of every "not in the future" rule. */
export const uaeToday: Today = () => isoDateAt(new Date());

/** ISO dates compare as strings (four-digit years). */
export function isAfterDate(iso: string, otherIso: string): boolean {
  return iso > otherIso;
}

/** A date of birth neither in the future (after `today`) nor before MIN_BIRTH_DATE. */
export function isBirthDateInRange(iso: string, today: string): boolean {
  return !isAfterDate(iso, today) && !isAfterDate(MIN_BIRTH_DATE, iso);
}
