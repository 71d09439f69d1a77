import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { contactMessages, doctorQuestions, users } from '../../db/schema';

/** The hospital the patient has chosen (spec section 2, Choose Hospital); null before a choice. */
export async function userFacility(db: AppDb, userId: number): Promise<string | null> {
  const [row] = await db.select({ facilityId: users.facilityId }).from(users).where(eq(users.id, userId));
  return row?.facilityId ?? null;
}

export async function insertContactMessage(db: AppDb, row: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(row);
}

export async function insertDoctorQuestion(db: AppDb, row: typeof doctorQuestions.$inferInsert) {
  await db.insert(doctorQuestions).values(row);
}
