import type { AppDb } from '../index';
import { type FeedbackOption } from '../schema';

interface SeedQuestion {
  en: string;
  ar: string;
  type: 'R' | 'T' | 'I' | 'D';
  mandatory: boolean;
  options?: FeedbackOption[];
}
/** A believable questionnaire per patient type; every type of question, some mandatory. */
export declare const FEEDBACK_QUESTIONNAIRES: Record<'outpatient' | 'inpatient', SeedQuestion[]>;
/**
 * The feedback questionnaires of every location of a brand that has none yet (reference data, as
 * the locations are): a restart never duplicates or overwrites them.
 */
export declare function seedFeedbackQuestionnaires(
  db: Pick<AppDb, 'select' | 'insert'>,
  brand: string,
): Promise<void>;
