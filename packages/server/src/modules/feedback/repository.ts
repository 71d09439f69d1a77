import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  complaints,
  feedbackAnswers,
  feedbackPatientTypes,
  feedbackQuestions,
  locations,
  suggestions,
} from '../../db/schema';

/** A lock per brand's complaint numbers (any constant; hashed with the brand). */
const COMPLAINT_LOCK = 7_246_014;

export function brandLocations(db: AppDb, brand: string) {
  return db
    .select({ id: locations.id, nameEn: locations.nameEn, nameAr: locations.nameAr })
    .from(locations)
    .where(and(eq(locations.brand, brand), eq(locations.isActive, true)))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

export async function brandLocation(db: AppDb, brand: string, id: number) {
  const [found] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.brand, brand), eq(locations.isActive, true)));
  return found;
}

export function patientTypes(db: AppDb) {
  return db.select().from(feedbackPatientTypes).orderBy(asc(feedbackPatientTypes.sortOrder));
}

export function questionnaire(db: AppDb, brand: string, locationId: number, patientType: string) {
  return db
    .select()
    .from(feedbackQuestions)
    .where(
      and(
        eq(feedbackQuestions.brand, brand),
        eq(feedbackQuestions.locationId, locationId),
        eq(feedbackQuestions.patientType, patientType),
      ),
    )
    .orderBy(asc(feedbackQuestions.sortOrder), asc(feedbackQuestions.id));
}

export async function insertAnswers(db: AppDb, row: typeof feedbackAnswers.$inferInsert) {
  await db.insert(feedbackAnswers).values(row);
}

export async function insertSuggestion(db: AppDb, row: typeof suggestions.$inferInsert) {
  await db.insert(suggestions).values(row);
}

/**
 * Stores a complaint under the brand's next number. The brand's lock makes two complaints sent at
 * once wait for each other, so the numbers never repeat (the unique keys would refuse it anyway).
 */
export function insertComplaint(
  db: AppDb,
  row: Omit<typeof complaints.$inferInsert, 'sequence' | 'complaintNumber'>,
  numberOf: (sequence: number) => string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPLAINT_LOCK}, hashtext(${row.brand}))`);
    const [last] = await tx
      .select({ sequence: max(complaints.sequence) })
      .from(complaints)
      .where(eq(complaints.brand, row.brand));
    const sequence = (last?.sequence ?? 0) + 1;
    const complaintNumber = numberOf(sequence);
    await tx.insert(complaints).values({ ...row, sequence, complaintNumber });
    return complaintNumber;
  });
}
