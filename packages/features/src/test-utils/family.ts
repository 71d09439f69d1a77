/** Family members as the list answers them, and the relations lookup: the family screen's tests and stories. */
import type { FamilyMember, LookupItem } from '@portal/contract';

export const relations: LookupItem[] = [
  { id: 2, text: 'Mother', textAr: 'الأم' },
  { id: 3, text: 'Husband', textAr: 'الزوج' },
  { id: 5, text: 'Son', textAr: 'الابن' },
  { id: 6, text: 'Daughter', textAr: 'الابنة' },
];

/** Aisha's son, on her own mobile. */
export const yousef: FamilyMember = {
  familyMemberId: 11,
  firstName: 'Yousef',
  lastName: 'Al Mansoori',
  email: 'yousef@example.ae',
  mobile: '501234567',
  callingCode: '971',
  dateOfBirth: '2016-08-20',
  genderId: 1,
  countryId: 784,
  documentTypeId: 1,
  documentId: '784201698765432',
  relationId: 5,
  relation: 'Son',
  relation_ar: 'الابن',
  age: 9,
};

/** Aisha's husband, on his own mobile. */
export const hamad: FamilyMember = {
  familyMemberId: 12,
  firstName: 'Hamad',
  lastName: 'Al Mansoori',
  email: 'hamad@example.ae',
  mobile: '506667788',
  callingCode: '971',
  dateOfBirth: '1987-02-03',
  genderId: 1,
  countryId: 784,
  documentTypeId: 1,
  documentId: '784198711223344',
  relationId: 3,
  relation: 'Husband',
  relation_ar: 'الزوج',
  age: 38,
};
