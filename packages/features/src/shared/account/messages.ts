import { AccountText, UaePassText } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ErrorMessageOptions, errorMessage, messageOfText, type UiMessage } from '../../api/errors';
import type { TranslationKey } from '../../i18n/locales/en';

/** The identity calls' fixed server texts, mapped back to keys so that Arabic users read Arabic. */
const keyByText = new Map<string, TranslationKey>([
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

/** A server text as a message: its key when it is one the portal knows, else the text itself. */
export function textMessage(text: string | undefined, fallback: TranslationKey): UiMessage {
  if (!text) return { key: fallback };
  const key = keyByText.get(text);
  return key ? { key } : messageOfText(text);
}

/** errorMessage (api/errors) that also knows the identity calls' texts. */
export function accountErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  options: ErrorMessageOptions = {},
): UiMessage {
  const message = errorMessage(error, options);
  if ('key' in message) return message;
  const key = keyByText.get(message.text);
  return key ? { key } : message;
}
