import { ROLE_PATIENT } from '@portal/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import { DEMO_USERS } from '../../db/demo-users';
import type { AppDb } from '../../db/index';
import { users } from '../../db/schema';
import type { UaePassClaims } from './claims';

export interface DemoUaePassAccount {
  /** Login hint on the development provider's page. */
  key: string;
  summary: string;
  claims: UaePassClaims & { sub: string; uuid: string; userType: string };
}

/**
 * The people of the development provider, with the claims the real UAE PASS userinfo carries for
 * their account level. Emirates IDs follow the spec's rule (784 + birth year + 8 digits).
 */
export const DEMO_UAEPASS_ACCOUNTS = {
  hamad: {
    key: 'hamad',
    summary: 'SOP1, basic (unverified) account: the portal refuses it',
    claims: {
      sub: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0001',
      uuid: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0001',
      userType: 'SOP1',
      firstnameEN: 'Hamad',
      lastnameEN: 'Al Suwaidi',
      fullnameEN: 'Hamad Al Suwaidi',
      email: 'hamad.alsuwaidi@example.com',
      mobile: '971505550001',
    },
  },
  noura: {
    key: 'noura',
    summary: 'SOP2, verified, no portal account yet: first-time completion (date of birth in 1995)',
    claims: {
      sub: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0002',
      uuid: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0002',
      userType: 'SOP2',
      firstnameEN: 'Noura',
      lastnameEN: 'Al Ketbi',
      fullnameEN: 'Noura Al Ketbi',
      firstnameAR: 'نورة',
      lastnameAR: 'الكتبي',
      fullnameAR: 'نورة الكتبي',
      email: 'noura.alketbi@example.com',
      mobile: '971505550002',
      idn: '784199534567892',
      idType: 'ID',
      gender: 'Female',
      nationalityEN: 'ARE',
      nationalityAR: 'إماراتي',
    },
  },
  latifa: {
    key: 'latifa',
    summary:
      'SOP2, verified, no portal account yet: first-time completion (date of birth in 1996); a second first-timer, so each brand can show the completion on its own',
    claims: {
      sub: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0005',
      uuid: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0005',
      userType: 'SOP2',
      firstnameEN: 'Latifa',
      lastnameEN: 'Al Shamsi',
      fullnameEN: 'Latifa Al Shamsi',
      firstnameAR: 'لطيفة',
      lastnameAR: 'الشامسي',
      fullnameAR: 'لطيفة الشامسي',
      email: 'latifa.alshamsi@example.com',
      mobile: '971505550005',
      idn: '784199645678921',
      idType: 'ID',
      gender: 'Female',
      nationalityEN: 'ARE',
      nationalityAR: 'إماراتية',
    },
  },
  saeed: {
    key: 'saeed',
    summary: 'SOP3, verified, portal account already linked: signs straight in',
    claims: {
      sub: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0003',
      uuid: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0003',
      userType: 'SOP3',
      firstnameEN: 'Saeed',
      lastnameEN: 'Al Nuaimi',
      fullnameEN: 'Saeed Al Nuaimi',
      firstnameAR: 'سعيد',
      lastnameAR: 'النعيمي',
      fullnameAR: 'سعيد النعيمي',
      email: 'saeed.alnuaimi@example.com',
      mobile: '971505550003',
      idn: '784198845678913',
      idType: 'ID',
      gender: 'Male',
      nationalityEN: 'ARE',
      nationalityAR: 'إماراتي',
      dob: '1988-11-03',
    },
  },
  omar: {
    key: 'omar',
    summary: 'SOP3, verified; mobile and Emirates ID of the demo patient Omar Haddad: links that account',
    claims: {
      sub: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0004',
      uuid: '4a8c1f0e-0d6b-4c1e-9a51-5f1d0c0a0004',
      userType: 'SOP3',
      firstnameEN: DEMO_USERS.omar.firstName,
      lastnameEN: DEMO_USERS.omar.lastName,
      fullnameEN: `${DEMO_USERS.omar.firstName} ${DEMO_USERS.omar.lastName}`,
      firstnameAR: 'عمر',
      lastnameAR: 'حداد',
      fullnameAR: 'عمر حداد',
      email: DEMO_USERS.omar.email,
      mobile: `${DEMO_USERS.omar.callingCode}${DEMO_USERS.omar.mobile}`,
      idn: DEMO_USERS.omar.documentId,
      idType: 'ID',
      gender: 'Male',
      nationalityEN: 'JOR',
      nationalityAR: 'أردني',
      dob: DEMO_USERS.omar.dateOfBirth,
    },
  },
} as const satisfies Record<string, DemoUaePassAccount>;

export type DemoUaePassKey = keyof typeof DEMO_UAEPASS_ACCOUNTS;

/** Saeed's portal account, linked to his UAE PASS identity (no password: UAE PASS only). */
export const SAEED_PORTAL_USER = {
  roleId: ROLE_PATIENT,
  firstName: 'Saeed',
  lastName: 'Al Nuaimi',
  email: 'saeed.alnuaimi@example.com',
  callingCode: '971',
  mobile: '505550003',
  passwordHash: null,
  genderId: 1,
  dateOfBirth: '1988-11-03',
  countryId: 1,
  documentTypeId: 1,
  documentId: '784198845678913',
  facilityId: 'AD10',
  uaePassUuid: DEMO_UAEPASS_ACCOUNTS.saeed.claims.uuid,
} satisfies typeof users.$inferInsert;

/**
 * Adds the linked SOP3 patient when neither his UAE PASS id nor his mobile is taken; true if it
 * did. Runs with the development provider only, after the demo seed (which seeds only an empty
 * users table), and is safe to repeat or to race.
 */
export async function seedUaePassDemo(db: AppDb): Promise<boolean> {
  const user = SAEED_PORTAL_USER;
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.uaePassUuid, user.uaePassUuid),
        and(eq(users.callingCode, user.callingCode), eq(users.mobile, user.mobile), isNull(users.deletedAt)),
      ),
    )
    .limit(1);
  if (taken.length > 0) return false;
  const inserted = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return inserted.length > 0;
}
