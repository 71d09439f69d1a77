import { describe, expect, it } from 'vitest';
import {
  familyMemberFormSchema,
  familyMemberSaveBody,
  isDuplicateDocumentId,
  makeFamilyMemberFormSchema,
  makeSaveFamilyMemberRequest,
} from './family';
import { fieldErrors } from './rules';

const today = () => '2026-03-03';
const form = {
  firstName: 'Sara',
  lastName: 'Al Mansoori',
  email: 'sara@example.com',
  callingCode: '971',
  mobile: '501112233',
  dateOfBirth: '14/02/2012',
  genderId: 2,
  countryId: 1,
  documentTypeId: 1,
  documentId: '784-2012-1234567-1',
  relationId: 3,
};

const errorsOf = (value: unknown) => {
  const parsed = makeFamilyMemberFormSchema(today).safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('family member form', () => {
  it('parses a complete form into the save body, the Emirates ID as 15 digits', () => {
    const parsed = makeFamilyMemberFormSchema(today).parse(form);
    expect(familyMemberSaveBody(parsed, 0)).toEqual({
      FamilyMemberId: 0,
      FirstName: 'Sara',
      LastName: 'Al Mansoori',
      Email: 'sara@example.com',
      Mobile: '501112233',
      CallingCode: '971',
      DateOfBirth: '2012-02-14',
      GenderId: 2,
      CountryId: 1,
      DocumentTypeId: 1,
      DocumentId: '784201212345671',
      RelationId: 3,
    });
  });

  it('requires every field', () => {
    const errors = errorsOf({});
    for (const field of Object.keys(form)) expect(errors[field]).toBe('allFieldsRequired');
    expect(errorsOf({ ...form, email: ' ' }).email).toBe('allFieldsRequired');
  });

  it('holds the Emirates ID to its format and to 784 + the birth year', () => {
    expect(errorsOf({ ...form, documentId: '784-2012-123456' }).documentId).toBe('emiratesIdError');
    expect(errorsOf({ ...form, documentId: '784-2011-1234567-1' }).documentId).toBe('emiratesIdDobError');
  });

  it('takes other ids of 6 to 15 characters', () => {
    expect(errorsOf({ ...form, documentTypeId: 4, documentId: 'P1234' }).documentId).toBe(
      'docIdInvalidError',
    );
    expect(errorsOf({ ...form, documentTypeId: 4, documentId: 'P12345' })).toEqual({});
    expect(errorsOf({ ...form, documentTypeId: 4, documentId: 'P123456789012345' }).documentId).toBe(
      'docIdInvalidError',
    );
  });

  it('takes a mobile of digits only, at most 10', () => {
    expect(errorsOf({ ...form, mobile: '50111223a' }).mobile).toBe('numberError');
    expect(errorsOf({ ...form, mobile: '50111223344' }).mobile).toBe('loginInvalidMobileError');
    expect(errorsOf({ ...form, mobile: '0501112233' })).toEqual({});
  });

  it('refuses a date of birth in the future', () => {
    expect(
      errorsOf({ ...form, dateOfBirth: '04/03/2026', documentTypeId: 4, documentId: 'P123456' }).dateOfBirth,
    ).toBe('dobRangeError');
  });

  it('is the same rule on the server: the save request refuses what the form refuses', () => {
    const save = makeSaveFamilyMemberRequest(today);
    const body = familyMemberSaveBody(familyMemberFormSchema.parse(form), 0);
    expect(save.parse(body).DocumentId).toBe('784201212345671');
    const wrongYear = save.safeParse({ ...body, DocumentId: '784-2011-1234567-1' });
    expect(wrongYear.success ? null : fieldErrors(wrongYear.error).DocumentId).toBe('emiratesIdDobError');
    const { FamilyMemberId: _id, ...add } = body;
    expect(save.parse(add).FamilyMemberId).toBe(0);
  });
});

describe('duplicate document id', () => {
  const members = [
    { familyMemberId: 7, documentTypeId: 1, documentId: '784201212345671' },
    { familyMemberId: 8, documentTypeId: 4, documentId: 'P123456' },
  ];
  it('finds the same document on another member, as typed or masked', () => {
    expect(isDuplicateDocumentId(members, 1, '784-2012-1234567-1')).toBe(true);
    expect(isDuplicateDocumentId(members, 4, 'p123456')).toBe(true);
    expect(isDuplicateDocumentId(members, 4, 'P654321')).toBe(false);
  });
  it('does not count the member being edited', () => {
    expect(isDuplicateDocumentId(members, 1, '784201212345671', 7)).toBe(false);
  });
});
