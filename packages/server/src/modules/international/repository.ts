import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { internationalEnquiries, users } from '../../db/schema';

/** The hospital the patient has chosen (spec section 2, Choose Hospital); null before a choice. */
export async function userFacility(db: AppDb, userId: number): Promise<string | null> {
  const [row] = await db.select({ facilityId: users.facilityId }).from(users).where(eq(users.id, userId));
  return row?.facilityId ?? null;
}

/** Stores an enquiry whose file is in the storage already; answers its id. */
export async function insertEnquiry(
  db: AppDb,
  row: typeof internationalEnquiries.$inferInsert,
): Promise<number> {
  const [stored] = await db
    .insert(internationalEnquiries)
    .values(row)
    .returning({ id: internationalEnquiries.id });
  if (!stored) throw new Error('the enquiry was not stored');
  return stored.id;
}
