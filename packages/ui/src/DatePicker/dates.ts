import { type CalendarDate, type DateValue, parseDate, toCalendarDate } from '@internationalized/date';
import { format } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';

/** A calendar date from an ISO 'yyyy-MM-dd' string; null for empty or malformed input. */
export function isoToCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** 'yyyy-MM-dd' of a calendar date (the day part of a date-time). */
export function calendarDateToIso(date: DateValue): string {
  return toCalendarDate(date).toString();
}

/**
 * Formats an ISO date for people with date-fns, in English or Arabic: 'dd/MM/yyyy' by default (the
 * portal's on-screen format), or any date-fns pattern such as 'EEEE d MMMM yyyy'.
 */
export function formatDisplayDate(iso: string, locale: 'en' | 'ar' | string, pattern = 'dd/MM/yyyy'): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  // Local noon: no time zone can move it to another day.
  return format(new Date(year, month - 1, day, 12), pattern, { locale: locale.startsWith('ar') ? ar : enGB });
}
