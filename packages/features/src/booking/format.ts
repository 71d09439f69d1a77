import { BookingText } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isFetchBaseQueryError, serverMessage, serverStatus } from '../api/errors';
import type { BookingKey, BookingT } from './i18n/strings';

/** The contract's booking texts map to keys of this bundle, so Arabic users read Arabic. */
const bookingTextKeys = new Map<string, BookingKey>(
  Object.entries(BookingText).map(([name, text]) => [text, `care.bookingText.${name}` as BookingKey]),
);

/** A booking text of the contract (or the server's copy of one) in the language on show. */
export function bookingText(text: string, t: BookingT, options?: Record<string, unknown>): string {
  const key = bookingTextKeys.get(text);
  return key ? t(key, options) : text;
}

type AnyError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Booking errors of spec section 8: a status starting with 'E' shows the first element of
 * message.message; otherwise the server's text when it sent one; else 'Something went wrong'.
 */
export function bookingErrorText(error: AnyError, t: BookingT): string {
  if (isFetchBaseQueryError(error) && error.status === 'TIMEOUT_ERROR')
    return t('care.booking.networkTimeout');
  const status = serverStatus(error);
  const text = isFetchBaseQueryError(error) ? serverMessage(error.data) : undefined;
  if (status?.startsWith('E') && text) return bookingText(text, t);
  if (text && isFetchBaseQueryError(error) && typeof error.status === 'number') return bookingText(text, t);
  return t('care.booking.somethingWentWrong');
}

/** The envelope status of a failed booking call, e.g. 'ESlotTaken'. */
export { serverStatus as bookingErrorStatus };
