import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeatureStrings } from '../../i18n/i18n';
import { bookingEn } from './en';

/**
 * Strings of the doctors, booking, appointments and teleconsultation screens (and of the signed-in
 * side menu and dashboard section). They are a feature bundle of i18n.ts, not part of the core
 * locales: the sign-in path never loads them, English comes with the first screen that needs them
 * and Arabic in its own chunk.
 */
type Keys = keyof typeof bookingEn;
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** Keys as `t` takes them: plural forms (`_one`, `_other`) by their base name. */
export type BookingKey = PluralBase<Keys>;
export type BookingTranslations = Record<Keys, string>;

let registered: Promise<void> | null = null;

/** Registers the bundle once; settles when the strings of the language on show are in. */
export function bookingStringsReady(): Promise<void> {
  registered ??= registerFeatureStrings('booking', bookingEn, {
    ar: () => import('./ar').then((m) => m.bookingAr),
  });
  return registered;
}

export type BookingT = (key: BookingKey, options?: Record<string, unknown>) => string;

/** `t` for this bundle's keys (typed against the English bundle). */
export function useBookingT(): BookingT {
  void bookingStringsReady();
  const { t } = useTranslation();
  return useCallback(
    (key: BookingKey, options?: Record<string, unknown>) =>
      (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options),
    [t],
  );
}
