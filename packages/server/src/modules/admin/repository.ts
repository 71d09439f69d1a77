import { ROLE_ADMIN, ROLE_BROADCASTER } from '@portal/contract';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { facilities, users } from '../../db/schema';
import { revokeUserSessions } from '../../services/accounts';

/** The roles an admin manages: the staff (spec section 6). */
const STAFF_ROLES = [ROLE_BROADCASTER, ROLE_ADMIN];

const staffColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  callingCode: users.callingCode,
  mobile: users.mobile,
  email: users.email,
  isActive: users.isActive,
  roleId: users.roleId,
  facilityId: users.facilityId,
};
export interface StaffRow {
  id: number;
  firstName: string;
  lastName: string;
  callingCode: string;
  mobile: string;
  email: string | null;
  isActive: boolean;
  roleId: number;
  facilityId: string | null;
}

/** The live staff users of a brand (their facility's). */
const ofBrand = (brand: string) =>
  and(eq(facilities.brand, brand), inArray(users.roleId, STAFF_ROLES), isNull(users.deletedAt));

/** The brand and facility of a user (the admin who asks), or undefined without a facility. */
export async function facilityOf(
  db: AppDb,
  userId: number,
): Promise<{ brand: string; facilityId: string } | undefined> {
  const [row] = await db
    .select({ brand: facilities.brand, facilityId: facilities.id })
    .from(users)
    .innerJoin(facilities, eq(facilities.id, users.facilityId))
    .where(eq(users.id, userId));
  return row;
}

/** `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the brand's staff, newest first, matching the search in a name, the mobile or the e-mail. */
export async function listStaff(
  db: AppDb,
  brand: string,
  page: { skip: number; take: number; filterKey: string },
): Promise<{ list: StaffRow[]; total: number }> {
  const pattern = containing(page.filterKey);
  const where = and(
    ofBrand(brand),
    page.filterKey === ''
      ? undefined
      : or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.mobile, pattern),
          ilike(users.email, pattern),
        ),
  );
  const [list, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.facilityId))
      .where(where)
      .orderBy(desc(users.id))
      .offset(page.skip)
      .limit(page.take),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.facilityId))
      .where(where),
  ]);
  return { list, total: total?.total ?? 0 };
}

/** One staff user of the brand, or undefined (another brand's, a patient, deleted or none). */
export async function findStaff(db: AppDb, brand: string, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .innerJoin(facilities, eq(facilities.id, users.facilityId))
    .where(and(ofBrand(brand), eq(users.id, id)));
  return row;
}

/** Whether another live account (any role) has the mobile or the e-mail (case aside). */
export async function isTaken(
  db: AppDb,
  input: { exceptId: number; callingCode: string; mobile: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.id, input.exceptId),
        or(
          and(eq(users.callingCode, input.callingCode), eq(users.mobile, input.mobile)),
          eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewStaff {
  firstName: string;
  lastName: string;
  callingCode: string;
  mobile: string;
  email: string;
  facilityId: string;
  roleId: number;
  passwordHash: string;
}

/** A new staff user whose password is a default one (changed at the next sign-in). */
export async function insertStaff(db: AppDb, user: NewStaff, now: Date): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, isDefaultPassword: true, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!row) throw new Error('the new user was not stored');
  return row.id;
}

/**
 * New names, mobile and e-mail, and the active flag; turning it off ends the user's sessions in the
 * same transaction.
 */
export async function updateStaff(
  db: AppDb,
  id: number,
  change: { firstName: string; lastName: string; mobile: string; email: string; isActive: boolean },
  now: Date,
  deactivated: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...change, updatedAt: now })
      .where(eq(users.id, id));
    if (deactivated) await revokeUserSessions(tx, { userId: id, now, reason: 'deactivated' });
  });
}

/** A new default password, and every session of the user ended, in one transaction. */
export async function storeDefaultPassword(
  db: AppDb,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isDefaultPassword: true, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, { userId: id, now, reason: 'password_reset' });
  });
}
