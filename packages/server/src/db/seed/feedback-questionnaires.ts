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

const VISIT_REASON: SeedOption[] = [
  { value: 'consultation', en: 'Consultation', ar: 'استشارة' },
  { value: 'follow-up', en: 'Follow-up visit', ar: 'زيارة متابعة' },
  { value: 'tests', en: 'Laboratory or radiology tests', ar: 'فحوصات مخبرية أو أشعة' },
  { value: 'vaccination', en: 'Vaccination', ar: 'تطعيم' },
];

const WAITING_TIME: SeedOption[] = [
  { value: 'under-15', en: 'Less than 15 minutes', ar: 'أقل من 15 دقيقة' },
  { value: '15-30', en: '15 to 30 minutes', ar: 'من 15 إلى 30 دقيقة' },
  { value: 'over-30', en: 'More than 30 minutes', ar: 'أكثر من 30 دقيقة' },
];

const STAY_LENGTH: SeedOption[] = [
  { value: '1-2', en: '1 to 2 nights', ar: 'ليلة إلى ليلتين' },
  { value: '3-7', en: '3 to 7 nights', ar: 'من 3 إلى 7 ليالٍ' },
  { value: 'over-7', en: 'More than 7 nights', ar: 'أكثر من 7 ليالٍ' },
];

/** A believable questionnaire per patient type; every type of question, some mandatory. */
export const FEEDBACK_QUESTIONNAIRES: Record<'outpatient' | 'inpatient', SeedQuestion[]> = {
  outpatient: [
    {
      en: 'What was the main reason for your visit?',
      ar: 'ما السبب الرئيسي لزيارتك؟',
      type: 'D',
      mandatory: true,
      options: VISIT_REASON,
    },
    {
      en: 'How would you rate the care your doctor gave you?',
      ar: 'كيف تقيّم الرعاية التي قدمها لك طبيبك؟',
      type: 'R',
      mandatory: true,
    },
    {
      en: 'How long did you wait after your appointment time?',
      ar: 'كم انتظرت بعد موعدك؟',
      type: 'D',
      mandatory: false,
      options: WAITING_TIME,
    },
    {
      en: 'How would you rate the reception and registration staff?',
      ar: 'كيف تقيّم موظفي الاستقبال والتسجيل؟',
      type: 'R',
      mandatory: false,
    },
    {
      en: 'Name of a staff member you would like to mention',
      ar: 'اسم موظف تود أن تذكره',
      type: 'I',
      mandatory: false,
    },
    { en: 'What could we do better?', ar: 'ما الذي يمكننا تحسينه؟', type: 'T', mandatory: false },
  ],
  inpatient: [
    {
      en: 'How long was your stay?',
      ar: 'كم كانت مدة إقامتك؟',
      type: 'D',
      mandatory: true,
      options: STAY_LENGTH,
    },
    {
      en: 'How would you rate the nursing care during your stay?',
      ar: 'كيف تقيّم الرعاية التمريضية خلال إقامتك؟',
      type: 'R',
      mandatory: true,
    },
    {
      en: 'How would you rate the cleanliness of your room?',
      ar: 'كيف تقيّم نظافة غرفتك؟',
      type: 'R',
      mandatory: true,
    },
    {
      en: 'How would you rate the meals you were served?',
      ar: 'كيف تقيّم الوجبات التي قُدمت لك؟',
      type: 'R',
      mandatory: false,
    },
    {
      en: 'Your room number, if you remember it',
      ar: 'رقم غرفتك إن كنت تتذكره',
      type: 'I',
      mandatory: false,
    },
    {
      en: 'How were you informed about your discharge and medication?',
      ar: 'كيف تم إعلامك بخروجك وأدويتك؟',
      type: 'T',
      mandatory: false,
    },
    {
      en: 'Anything else you would like to tell us?',
      ar: 'هل هناك أي شيء آخر تود إخبارنا به؟',
      type: 'T',
      mandatory: false,
    },
  ],
};
