import { eq } from 'drizzle-orm';
import type { AppDb } from '../index';
import { feedbackQuestions, locations } from '../schema';
import { FEEDBACK_QUESTIONNAIRES } from './feedback-questionnaires';

/**
 * The feedback questionnaires of every location of a brand that has none yet (reference data, as
 * the locations are): a restart never duplicates or overwrites them.
 */
export async function seedFeedbackQuestionnaires(db: Pick<AppDb, 'select' | 'insert'>, brand: string) {
  const brandLocations = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.brand, brand));
  for (const location of brandLocations) {
    const [asked] = await db
      .select({ id: feedbackQuestions.id })
      .from(feedbackQuestions)
      .where(eq(feedbackQuestions.locationId, location.id))
      .limit(1);
    if (asked) continue;
    await db.insert(feedbackQuestions).values(
      Object.entries(FEEDBACK_QUESTIONNAIRES).flatMap(([patientType, questions]) =>
        questions.map((question, index) => ({
          brand,
          locationId: location.id,
          patientType,
          questionEn: question.en,
          questionAr: question.ar,
          questionType: question.type,
          options: question.options ?? [],
          isMandatory: question.mandatory,
          sortOrder: index + 1,
        })),
      ),
    );
  }
}
