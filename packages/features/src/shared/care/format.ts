import { BookingText } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Namespace, TFunction } from 'i18next';
import { isFetchBaseQueryError, serverMessage, serverStatus } from '../../api/errors';

/** A `t` of any namespace: the texts here are looked up in 'care' (`{ ns: 'care' }`). */
type AnyT = TFunction<Namespace>;

type BookingTextKey = `bookingText.${keyof typeof BookingText}`;

/** The contract's booking texts map to keys of the 'care' namespace, so Arabic users read Arabic. */
const bookingTextKeys = new Map<string, BookingTextKey>(
  Object.entries(BookingText).map(([name, text]) => [text, `bookingText.${name}` as BookingTextKey]),
);

/** A booking text of the contract (or the server's copy of one) in the language on show. */
export function bookingText(text: string, t: AnyT): string {
  const key = bookingTextKeys.get(text);
  return key ? t(key, { ns: 'care' }) : text;
}

type AnyError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Booking errors of spec section 8: a status starting with 'E' shows the first element of
 * message.message; otherwise the server's text when it sent one; else 'Something went wrong'.
 */
export function bookingErrorText(error: AnyError, t: AnyT): string {
  if (isFetchBaseQueryError(error) && error.status === 'TIMEOUT_ERROR') return t('networkTimeout');
  const status = serverStatus(error);
  const text = isFetchBaseQueryError(error) ? serverMessage(error.data) : undefined;
  if (status?.startsWith('E') && text) return bookingText(text, t);
  if (text && isFetchBaseQueryError(error) && typeof error.status === 'number') return bookingText(text, t);
  return t('booking.somethingWentWrong', { ns: 'care' });
}

/** The envelope status of a failed booking call, e.g. 'ESlotTaken'. */
export { serverStatus as bookingErrorStatus };
