import {
  formatDisplayDate,
  isoDateAt,
  type LocalDateTime,
  localDateTime,
  minutesOfDay,
  slotText,
} from '@portal/contract';
import type { Language } from '../i18n/languages';

/** The Arabic text when the page is in Arabic and the hospital sent one, else the English. */
export function localized(language: Language, en: string, ar: string | null | undefined): string;
export function localized(
  language: Language,
  en: string | null | undefined,
  ar: string | null | undefined,
): string | null;
export function localized(language: Language, en: string | null | undefined, ar: string | null | undefined) {
  return language === 'ar' && ar ? ar : (en ?? null);
}

/**
 * A doctor's name for the avatar's initials: without the title ('Dr. Hessa Al Dhaheri' gives 'HD',
 * not 'DD') and, in Arabic, without the article of the family name ('د. خالد المزروعي' gives 'خم').
 */
export function avatarName(name: string): string {
  const words = name
    .replace(/^\s*(dr\.?|prof\.?|د\.)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (last?.startsWith('ال') && last.length > 2) words[words.length - 1] = last.slice(2);
  return words.join(' ');
}

/** dd/MM/yyyy (spec section 9), whatever the language. */
export function displayDate(iso: string): string {
  return formatDisplayDate(iso.slice(0, 10)) ?? iso;
}

/** The day of an instant on the UAE calendar, dd/MM/yyyy (a publish date: '2026-11-19T22:00:00Z' is 20/11/2026). */
export function displayDayOf(instant: string): string {
  const time = new Date(instant);
  return Number.isNaN(time.getTime()) ? instant : displayDate(isoDateAt(time));
}

/** '09:15 AM' in English (the contract's slot text), '09:15 ص' in Arabic. */
export function displayTime(time: string, language: Language): string {
  if (language !== 'ar') return slotText(time);
  const minutes = minutesOfDay(time);
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'ص' : 'م'}`;
}

/** '24/11/2026, 09:00 AM'; in Arabic with the Arabic comma, so the pair reads right to left. */
export function displayDateTime(date: string, time: string, language: Language): string {
  return `${displayDate(date)}${language === 'ar' ? '،' : ','} ${displayTime(time, language)}`;
}

/** Now at the facility (UAE wall clock): booking's "today" and the teleconsult window use it. */
export function facilityNow(): LocalDateTime {
  return localDateTime(new Date());
}
