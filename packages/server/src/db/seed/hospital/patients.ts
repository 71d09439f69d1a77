/** The demo patients and Aisha's family, and their records at the hospitals. */
import { DocumentType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../demo-users';
import { familyMembers, hospitalPatients, users } from '../../schema';
import type { SeedDb } from './shared';

const AISHA = DEMO_USERS.aisha;
const OMAR = DEMO_USERS.omar;

/** Aisha's family; Emirates IDs obey 784 + birth year. */
export const AISHA_FAMILY = [
  {
    key: 'yousef',
    firstName: 'Yousef',
    lastName: 'Al Mansoori',
    relationId: 5,
    dateOfBirth: '2016-08-20',
    genderId: 1,
    callingCode: AISHA.callingCode,
    mobile: AISHA.mobile,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784201698765432',
  },
  {
    key: 'hamad',
    firstName: 'Hamad',
    lastName: 'Al Mansoori',
    relationId: 3,
    dateOfBirth: '1987-02-03',
    genderId: 1,
    callingCode: '971',
    mobile: '506667788',
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784198711223344',
  },
  {
    key: 'latifa',
    firstName: 'Latifa',
    lastName: 'Al Mansoori',
    relationId: 2,
    dateOfBirth: '1963-11-05',
    genderId: 2,
    callingCode: AISHA.callingCode,
    mobile: AISHA.mobile,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784196355667788',
  },
] as const;

/**
 * People the hospital knows who are nobody's family member yet: a patient adds them on the family
 * screen (spec section 4). Mariam has her own mobile (the code goes to it); Saif is on Aisha's
 * mobile (saved at once); Rania, Omar's wife, has her own mobile and a record at BM10 (Colab).
 */
export const FAMILY_TO_ADD = [
  {
    key: 'mariam',
    firstName: 'Mariam',
    lastName: 'Al Mansoori',
    dateOfBirth: '1995-09-14',
    genderId: 2,
    callingCode: '971',
    mobile: '507001122',
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784199547382916',
  },
  {
    key: 'saif',
    firstName: 'Saif',
    lastName: 'Al Mansoori',
    dateOfBirth: '2019-01-22',
    genderId: 1,
    callingCode: AISHA.callingCode,
    mobile: AISHA.mobile,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784201966554433',
  },
  {
    key: 'rania',
    firstName: 'Rania',
    lastName: 'Haddad',
    dateOfBirth: '1988-12-03',
    genderId: 2,
    callingCode: '971',
    mobile: '502223344',
    documentTypeId: DocumentType.Passport,
    documentId: 'N4471829',
  },
] as const;

/** Hospital records: patient number, facility, insurer and plan. */
const PATIENT_RECORDS = [
  {
    who: 'aisha',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100001',
    insuranceName: 'Daman',
    planName: 'Basic',
  },
  {
    who: 'yousef',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100002',
    insuranceName: 'Daman',
    planName: 'Basic',
  },
  {
    who: 'hamad',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100003',
    insuranceName: 'Thiqa',
    planName: 'Thiqa 1',
  },
  {
    who: 'omar',
    facilityId: 'BM10',
    his: 'CMC',
    patientId: 'CMC100001',
    insuranceName: 'Thiqa',
    planName: 'Thiqa 1',
  },
  {
    who: 'mariam',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100004',
    insuranceName: 'Daman',
    planName: 'Enhanced',
  },
  {
    who: 'saif',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100005',
    insuranceName: 'Daman',
    planName: 'Basic',
  },
  {
    who: 'rania',
    facilityId: 'BM10',
    his: 'CMC',
    patientId: 'CMC100002',
    insuranceName: 'Thiqa',
    planName: 'Thiqa 1',
  },
] as const;

/** The demo patients' accounts, or null when this seed has none. */
export async function demoPatients(db: SeedDb) {
  const [aisha] = await db.select().from(users).where(eq(users.mobile, AISHA.mobile));
  const [omar] = await db.select().from(users).where(eq(users.mobile, OMAR.mobile));
  return aisha && omar ? { aisha, omar } : null;
}

/** Aisha's family; answers a member's id by first name. */
export async function seedFamily(db: SeedDb, aisha: { id: number }, today: string) {
  const members = await db
    .insert(familyMembers)
    // Each was added with the code sent to their mobile (spec section 4, family member save).
    .values(
      AISHA_FAMILY.map(({ key: _key, ...member }) => ({
        ...member,
        userId: aisha.id,
        mobileVerifiedAt: new Date(`${today}T00:00:00Z`),
      })),
    )
    .returning({ id: familyMembers.id, firstName: familyMembers.firstName });
  const memberId = (firstName: string) => members.find((m) => m.firstName === firstName)?.id ?? null;
  return memberId;
}

export async function seedPatientRecords(db: SeedDb): Promise<void> {
  const people = {
    aisha: { ...AISHA, mobileNo: `${AISHA.callingCode}${AISHA.mobile}` },
    omar: { ...OMAR, mobileNo: `${OMAR.callingCode}${OMAR.mobile}` },
    ...Object.fromEntries(
      [...AISHA_FAMILY, ...FAMILY_TO_ADD].map((m) => [
        m.key,
        { ...m, mobileNo: `${m.callingCode}${m.mobile}` },
      ]),
    ),
  } as Record<
    string,
    {
      firstName: string;
      lastName: string;
      dateOfBirth: string | null;
      genderId: number | null;
      mobileNo: string;
      documentTypeId: number | null;
      documentId: string | null;
    }
  >;
  await db.insert(hospitalPatients).values(
    PATIENT_RECORDS.map((record) => {
      const person = people[record.who];
      if (!person) throw new Error(`seed patient '${record.who}' is missing`);
      return {
        facilityId: record.facilityId,
        his: record.his,
        patientId: record.patientId,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        genderId: person.genderId,
        mobileNo: person.mobileNo,
        documentTypeId: person.documentTypeId,
        identityNumber: person.documentId,
        insuranceName: record.insuranceName,
        planName: record.planName,
      };
    }),
  );
}
