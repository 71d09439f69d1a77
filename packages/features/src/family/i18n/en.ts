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

  // The screen's own strings.
  'list.title': 'Family Members',
  'list.matchRecords':
    'Date of birth, document ID, document type and mobile number must match your registration records at the facility.',
  'list.add': 'Add member',
  'list.list': 'Family members',
  'list.name': 'Name',
  'list.relation': 'Relation',
  'list.age': 'Age',
  'list.action': 'Action',
  'list.edit': 'Edit',
  'list.delete': 'Delete',
  'list.empty': 'No family members to display',

  'member.addTitle': 'Add family member',
  'member.editTitle': 'Edit family member',
  'member.personal': 'Personal details',
  'member.documents': 'Documents',
  'member.fixedOnEdit': 'Date of birth, document type and document ID cannot be changed.',

  'confirm.title': 'Please confirm',
  'confirm.body': 'Document type and document ID cannot be changed later. Do you want to continue?',
  'confirm.yes': 'Yes, continue',
  'confirm.no': 'Edit details',

  'otp.member': 'Verify the mobile number of {{name, isolate}}',
  'otp.changeDetails': 'Change details',

  'delete.title': 'Delete family member',
  'delete.question': '{{name, isolate}} will be removed from your family members.',
  'delete.confirm': 'Delete',
  'delete.keep': 'Keep',
} as const;
