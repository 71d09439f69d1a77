import { FamilyText } from '@portal/contract';

/**
 * The 'family' namespace in English. The server's family messages first: one key per code of the
 * contract's family area ('family.notFound'...), its English the contract's FamilyText, so a coded
 * answer maps to its key (api/messages.ts). The family screen's own strings follow.
 */
export const en = {
  'family.notFound': FamilyText.notFound,
  'family.duplicateDocumentId': FamilyText.duplicateDocumentId,
  'family.saveFamilyMemberSuccess': FamilyText.saveFamilyMemberSuccess,
  'family.saveFamilyMemberError': FamilyText.saveFamilyMemberError,
  'family.otpSent': FamilyText.otpSent,
  'family.otpVerifySuccess': FamilyText.otpVerifySuccess,
  'family.otpVerifyError': FamilyText.otpVerifyError,
  'family.removeFamilyMemberSuccess': FamilyText.removeFamilyMemberSuccess,
  'family.removeFamilyMemberError': FamilyText.removeFamilyMemberError,
  'family.memberNotFound': FamilyText.memberNotFound,
  'family.readOnlyFields': FamilyText.readOnlyFields,
  'family.selfAsMember': FamilyText.selfAsMember,
};
