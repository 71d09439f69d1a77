import { DocumentType, ROLE_ADMIN, ROLE_BROADCASTER, ROLE_PATIENT } from '@portal/contract';

export interface DemoUser {
  roleId: number;
  firstName: string;
  lastName: string;
  callingCode: string;
  mobile: string;
  password: string;
  isDefaultPassword: boolean;
  email: string | null;
  genderId: 1 | 2 | null;
  /** ISO date. */
  dateOfBirth: string | null;
  countryId: number | null;
  documentTypeId: number | null;
  documentId: string | null;
  facilityId: string | null;
}

/** The demo logins of the README; the seed creates exactly these, and tests sign in with them. */
export const DEMO_USERS = {
  aisha: {
    roleId: ROLE_PATIENT,
    firstName: 'Aisha',
    lastName: 'Al Mansoori',
    callingCode: '971',
    mobile: '501234567',
    password: 'Demo@2026',
    isDefaultPassword: false,
    email: 'aisha@example.com',
    genderId: 2,
    dateOfBirth: '1990-04-12',
    countryId: 1,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784199012345671',
    facilityId: 'AD10',
  },
  omar: {
    roleId: ROLE_PATIENT,
    firstName: 'Omar',
    lastName: 'Haddad',
    callingCode: '971',
    mobile: '502345678',
    password: 'Demo@2026',
    isDefaultPassword: false,
    email: 'omar@example.com',
    genderId: 1,
    dateOfBirth: '1985-09-30',
    countryId: 3,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784198523456781',
    facilityId: 'BM10',
  },
  fatima: {
    roleId: ROLE_PATIENT,
    firstName: 'Fatima',
    lastName: 'Khan',
    callingCode: '971',
    mobile: '503456789',
    password: 'Demo@2026',
    isDefaultPassword: false,
    email: 'fatima@example.com',
    genderId: 2,
    dateOfBirth: null,
    countryId: 6,
    documentTypeId: DocumentType.Passport,
    documentId: 'P1234567',
    facilityId: null,
  },
  khalid: {
    roleId: ROLE_ADMIN,
    firstName: 'Khalid',
    lastName: 'Al Hammadi',
    callingCode: '971',
    mobile: '509000001',
    password: 'Admin@2026',
    isDefaultPassword: false,
    email: 'khalid.admin@example.com',
    genderId: 1,
    dateOfBirth: null,
    countryId: 1,
    documentTypeId: null,
    documentId: null,
    facilityId: 'AD10',
  },
  /** Colab's admin (Khalid is Al Dhannah's): each demo brand has one for its staff, inbox and broadcasts. */
  noura: {
    roleId: ROLE_ADMIN,
    firstName: 'Noura',
    lastName: 'Al Shamsi',
    callingCode: '971',
    mobile: '509000003',
    password: 'Admin@2026',
    isDefaultPassword: false,
    email: 'noura.admin@example.com',
    genderId: 2,
    dateOfBirth: null,
    countryId: 1,
    documentTypeId: null,
    documentId: null,
    facilityId: 'BM10',
  },
  mariam: {
    roleId: ROLE_BROADCASTER,
    firstName: 'Mariam',
    lastName: 'Saeed',
    callingCode: '971',
    mobile: '509000002',
    password: 'Welcome@123',
    isDefaultPassword: true,
    email: 'mariam.saeed@example.com',
    genderId: 2,
    dateOfBirth: null,
    countryId: 1,
    documentTypeId: null,
    documentId: null,
    facilityId: 'BM10',
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;
