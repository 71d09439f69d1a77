/**
 * The people a signed-in user may act for: themself (family member id 0) and their own family
 * members. Everything of the hospital a user reaches goes through one of these people, and a
 * hospital record belongs to a person when the hospital knows it by that person's identity.
 */
import { ageInYears, type BookingPatient, DEFAULT_CALLING_CODE, normaliseDocumentId } from '@portal/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HisPatient, PatientIdentity } from '../adapters/hospital/port';
import type { AppDb } from '../db/index';
import { familyMembers, relationTypes, users } from '../db/schema';

export interface Person {
  /** 0 for the user themself. */
  familyMemberId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  genderId: number | null;
  countryId: number | null;
  callingCode: string | null;
  mobile: string | null;
  documentTypeId: number | null;
  documentId: string | null;
  relationId: number | null;
  relation: string;
  relationAr: string;
  /**
   * True when `mobile` was proven by a one-time code: always for the user (registration and UAE
   * PASS prove it, and it never changes), for a family member once their code was entered.
   */
  mobileVerified: boolean;
}

export const SELF_RELATION = { en: 'Self', ar: 'نفسي' } as const;

async function loadSelf(db: AppDb, userId: number): Promise<Person | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return null;
  return {
    familyMemberId: 0,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    genderId: user.genderId,
    countryId: user.countryId,
    callingCode: user.callingCode,
    mobile: user.mobile,
    documentTypeId: user.documentTypeId,
    documentId: user.documentId,
    relationId: null,
    relation: SELF_RELATION.en,
    relationAr: SELF_RELATION.ar,
    mobileVerified: true,
  };
}

async function loadFamily(db: AppDb, userId: number, familyMemberId?: number): Promise<Person[]> {
  const rows = await db
    .select({ member: familyMembers, relationEn: relationTypes.nameEn, relationAr: relationTypes.nameAr })
    .from(familyMembers)
    .leftJoin(relationTypes, eq(relationTypes.id, familyMembers.relationId))
    .where(
      and(
        eq(familyMembers.userId, userId),
        familyMemberId === undefined ? undefined : eq(familyMembers.id, familyMemberId),
      ),
    )
    .orderBy(asc(familyMembers.id));
  return rows.map(({ member, relationEn, relationAr }) => ({
    familyMemberId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    dateOfBirth: member.dateOfBirth,
    genderId: member.genderId,
    countryId: member.countryId,
    callingCode: member.callingCode,
    mobile: member.mobile,
    documentTypeId: member.documentTypeId,
    documentId: member.documentId,
    relationId: member.relationId,
    relation: relationEn ?? '',
    relationAr: relationAr ?? '',
    mobileVerified: member.mobileVerifiedAt !== null,
  }));
}

/** The user and their family members, the user first. */
export async function loadPersons(db: AppDb, userId: number): Promise<Person[]> {
  const self = await loadSelf(db, userId);
  if (!self) return [];
  return [self, ...(await loadFamily(db, userId))];
}

/** The user (0) or one of their own family members; null for anyone else's. */
export async function loadPerson(db: AppDb, userId: number, familyMemberId: number): Promise<Person | null> {
  if (familyMemberId === 0) return loadSelf(db, userId);
  const [member] = await loadFamily(db, userId, familyMemberId);
  return member ?? null;
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * How the hospital knows a person. A family member without a mobile of their own is reached on the
 * account holder's.
 */
export function identityOf(person: Person, holder: Person): PatientIdentity {
  const ownMobile = digits(person.mobile).replace(/^0+/, '');
  const callingCode = digits(ownMobile ? person.callingCode : holder.callingCode) || DEFAULT_CALLING_CODE;
  const mobile = ownMobile || digits(holder.mobile).replace(/^0+/, '');
  const documentId = person.documentId?.trim();
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    genderId: person.genderId,
    mobileNo: `${callingCode}${mobile}`,
    documentTypeId: documentId ? person.documentTypeId : null,
    identityNumber:
      documentId && person.documentTypeId !== null
        ? normaliseDocumentId(person.documentTypeId, documentId)
        : null,
  };
}

/**
 * SECURITY.md identity proof: a hospital record is a person's only when the hospital reaches that
 * record on the person's proven mobile and knows the same date of birth. A document number proves
 * nothing by itself (anyone can type one, and an Emirates ID even carries its holder's birth year),
 * so a record the hospital found by document alone stays unlinked until this holds.
 */
export function provesRecord(
  person: Person,
  holder: Person,
  record: Pick<HisPatient, 'mobileNo' | 'dateOfBirth'>,
): boolean {
  const ownMobile = digits(person.mobile).replace(/^0+/, '');
  // Without a mobile of their own a member is reached on the holder's, which the holder proved.
  const onHolderMobile =
    !ownMobile ||
    (ownMobile === digits(holder.mobile).replace(/^0+/, '') &&
      digits(person.callingCode) === digits(holder.callingCode));
  const proven = person.familyMemberId === 0 || person.mobileVerified || onHolderMobile;
  if (!proven || !person.dateOfBirth || !record.dateOfBirth) return false;
  return (
    digits(record.mobileNo) === identityOf(person, holder).mobileNo &&
    record.dateOfBirth === person.dateOfBirth
  );
}

/** A person as the booking patient selector lists them. */
export function bookingPatientOf(person: Person, today: string): BookingPatient {
  return {
    familyMemberId: person.familyMemberId,
    firstName: person.firstName,
    lastName: person.lastName,
    relationId: person.relationId,
    relation: person.relation,
    relation_ar: person.relationAr,
    dateOfBirth: person.dateOfBirth,
    age: person.dateOfBirth ? ageInYears(person.dateOfBirth, today) : null,
    genderId: person.genderId,
    callingCode: person.callingCode,
    mobile: person.mobile,
    documentTypeId: person.documentTypeId,
    documentId: person.documentId,
  };
}
