import type { Profile, SessionUser } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/index';
import { countries, facilities, genders, roles, type UserRow, users } from '../db/schema';

/** A successful sign-in, password or UAE PASS. */
export async function recordLogin(db: AppDb, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function findUserByMobile(
  db: AppDb,
  callingCode: string,
  mobile: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.callingCode, callingCode), eq(users.mobile, mobile), isNull(users.deletedAt)));
  return user;
}

/** The session fields of spec section 3 as the login answer carries them. */
export async function loadSessionUser(db: AppDb, userId: number, viaUaePass = false): Promise<SessionUser> {
  const [row] = await db
    .select({
      user: users,
      roleName: roles.name,
      genderName: genders.nameEn,
      countryCode: countries.iso2,
      vblog: facilities.vblog,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(genders, eq(genders.id, users.genderId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(facilities, eq(facilities.id, users.facilityId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished during sign-in`);
  const { user } = row;
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: row.genderName,
    email: user.email,
    mobile: user.mobile,
    callingCode: user.callingCode,
    countryCode: row.countryCode,
    profileImgUrl: user.profileImgUrl,
    profileImgFileName: user.profileImgFileName,
    roleId: user.roleId,
    roleName: row.roleName,
    isDOBAvailable: user.dateOfBirth !== null,
    isDefaultPassword: user.isDefaultPassword,
    facilityId: user.facilityId,
    vblog: row.vblog,
    // A UAE PASS account stays one whichever way it signed in: it may not change its password.
    uaeUser: viaUaePass || user.uaePassUuid !== null ? '1' : '0',
  };
}

export async function loadProfile(db: AppDb, userId: number): Promise<Profile | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return undefined;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    callingCode: user.callingCode,
    dateOfBirth: user.dateOfBirth,
    genderId: user.genderId,
    countryId: user.countryId,
    documentTypeId: user.documentTypeId,
    documentId: user.documentId,
    profileImgUrl: user.profileImgUrl,
  };
}
