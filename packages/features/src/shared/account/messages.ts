import { AccountText, UaePassText } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  type ErrorMessageOptions,
  errorMessage,
  type MessageKey,
  messageOfText,
  type Namespace,
  type UiMessage,
} from '../../api/errors';

/**
 * The identity calls' fixed server texts, mapped back to keys of the 'account' namespace so that
 * Arabic users read Arabic.
 */
const keyByText = new Map<string, MessageKey<'account'>>([
  [AccountText.mobileAlreadyRegistered, 'mobileAlreadyRegistered'],
  [AccountText.documentAlreadyRegistered, 'documentAlreadyRegistered'],
  [AccountText.registrationFailed, 'registrationFailed'],
  [AccountText.invalidDateOfBirth, 'invalidDateOfBirth'],
  [AccountText.incorrectOldPassword, 'oldPassError'],
  [AccountText.uaePassPasswordLocked, 'uaePassPasswordLocked'],
  [AccountText.uaePassProfileLocked, 'uaePassProfileLocked'],
  [AccountText.documentLocked, 'documentLocked'],
  [AccountText.invalidSelection, 'invalidSelection'],
  [AccountText.updateDobError, 'updateDobError'],
  [AccountText.updateFacilityError, 'updateFacilityError'],
  [AccountText.accountDeleted, 'accountDeleted'],
  [UaePassText.sop1User, 'uaePass.sop1'],
  [UaePassText.inactiveCode, 'uaePass.inactiveCode'],
  [UaePassText.invalidState, 'uaePass.invalidState'],
  [UaePassText.disabled, 'uaePass.disabled'],
  [UaePassText.unavailable, 'uaePass.unavailable'],
  [UaePassText.registrationExpired, 'uaePass.registrationExpired'],
  [UaePassText.incompleteIdentity, 'uaePass.incompleteIdentity'],
  [UaePassText.detailsMismatch, 'uaePass.detailsMismatch'],
  [UaePassText.inactiveAccount, 'uaePass.inactiveAccount'],
  [UaePassText.fieldFixed, 'uaePass.fieldFixed'],
  [UaePassText.notUaePassSession, 'uaePass.notUaePassSession'],
  [UaePassText.tooManyStarts, 'uaePass.tooManyStarts'],
  [UaePassText.signInToLink, 'uaePass.signInToLink'],
  [UaePassText.linked, 'uaePass.linked'],
  [UaePassText.alreadyLinked, 'uaePass.alreadyLinked'],
  [UaePassText.linkedElsewhere, 'uaePass.linkedElsewhere'],
  [UaePassText.staffAccount, 'uaePass.staffAccount'],
  [UaePassText.profileUpdated, 'saveProfileSuccess'],
]);

/**
 * A server text as a message: its key when it is one the portal knows, else the text itself.
 * `fallback` is a key of the 'account' namespace (or of core).
 */
export function textMessage(text: string | undefined, fallback: MessageKey<'account'>): UiMessage {
  if (!text) return { key: fallback, ns: 'account' };
  const key = keyByText.get(text);
  return key ? { key, ns: 'account' } : messageOfText(text);
}

/**
 * errorMessage (api/errors) that also knows the identity calls' texts. The options' keys are of `ns`
 * ('core' when left out).
 */
export function accountErrorMessage<NS extends Namespace = 'core'>(
  error: FetchBaseQueryError | SerializedError | undefined,
  options: ErrorMessageOptions<NS> & { ns?: NS } = {},
): UiMessage {
  const { ns, ...keys } = options;
  // Its answer is one of the options' keys or a core key: `ns` finds both (core is the fallback).
  const message = errorMessage(error, keys as ErrorMessageOptions);
  if ('key' in message) return ns ? ({ key: message.key, ns } as UiMessage) : message;
  const key = keyByText.get(message.text);
  return key ? { key, ns: 'account' } : message;
}
