import type { ServerMessage } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Namespace, TFunction } from 'i18next';
import { envelopeMessage, isFetchBaseQueryError, serverStatus } from '../../api/errors';
import { messageOf, messageOfEnvelope } from '../../api/messages';

/** A `t` of any namespace: these messages name their own namespace ('care' for booking's). */
type AnyT = TFunction<Namespace>;
type LooseT = (key: string, options: Record<string, unknown>) => string;

/** A booking message of the contract (BookingMessages, or a rule's verdict) in the language on show. */
export function bookingText(message: ServerMessage, t: AnyT): string {
  const said = messageOf(message);
  if (said.key === undefined) return said.text;
  return (t as unknown as LooseT)(said.key, { ...said.params, ns: said.ns, defaultValue: message.text });
}

type AnyError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Booking errors of spec section 8: the server's message (by its code, in the language on show; a
 * status starting with 'E' always carries one), else 'Something went wrong'; 'Network timeout' for
 * a call that timed out.
 */
export function bookingErrorText(error: AnyError, t: AnyT): string {
  if (isFetchBaseQueryError(error) && error.status === 'TIMEOUT_ERROR') return t('networkTimeout');
  const fallback = t('booking.somethingWentWrong', { ns: 'care' });
  if (!isFetchBaseQueryError(error) || typeof error.status !== 'number') return fallback;
  const said = messageOfEnvelope(envelopeMessage(error.data));
  if (!said) return fallback;
  if (said.key === undefined) return said.text;
  return (t as unknown as LooseT)(said.key, {
    ...said.params,
    ns: said.ns,
    defaultValue: said.text ?? fallback,
  });
}

/** The envelope status of a failed booking call, e.g. 'ESlotTaken'. */
export { serverStatus as bookingErrorStatus };
