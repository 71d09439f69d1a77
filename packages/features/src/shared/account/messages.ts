import type { Message } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  type ErrorMessageOptions,
  errorMessage,
  type MessageKey,
  type Namespace,
  type UiMessage,
} from '../../api/errors';
import { messageOfEnvelope } from '../../api/messages';

/**
 * What a 200 answer's envelope says (the identity calls answer some refusals in a 200: an unknown
 * number, a wrong code): the server's message by its code, else `fallback`, a key of the 'account'
 * namespace (or of core).
 */
export function bodyMessage(message: Message | undefined, fallback: MessageKey<'account'>): UiMessage {
  return messageOfEnvelope(message) ?? { key: fallback, ns: 'account' };
}

/**
 * errorMessage (api/errors) whose own keys (the options') are of `ns` ('core' when left out); the
 * server's messages come with their own namespace.
 */
export function accountErrorMessage<NS extends Namespace = 'core'>(
  error: FetchBaseQueryError | SerializedError | undefined,
  options: ErrorMessageOptions<NS> & { ns?: NS } = {},
): UiMessage {
  const { ns, ...keys } = options;
  const message = errorMessage(error, keys as ErrorMessageOptions);
  // A key errorMessage took from the options (or core's): `ns` finds both, core being the fallback.
  if (message.key !== undefined && message.ns === undefined && ns) return { ...message, ns } as UiMessage;
  return message;
}
