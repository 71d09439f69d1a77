/**
 * The feedback questionnaires seeded on every location (seedFeedbackQuestionnaires): data only, so
 * the journeys answer the questions the server serves.
 */
export interface SeedOption {
    value: string;
    en: string;
    ar: string;
}
export interface SeedQuestion {
    en: string;
    ar: string;
    type: 'R' | 'T' | 'I' | 'D';
    mandatory: boolean;
    options?: SeedOption[];
}
/** A believable questionnaire per patient type; every type of question, some mandatory. */
export declare const FEEDBACK_QUESTIONNAIRES: Record<'outpatient' | 'inpatient', SeedQuestion[]>;
