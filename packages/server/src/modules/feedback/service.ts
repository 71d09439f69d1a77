import {
  answersComplete,
  complaintProblem,
  type EndpointInput,
  type FeedbackEndpoint,
  type FeedbackLocation,
  FeedbackMessages,
  type FeedbackQuestion,
  feedbackTextProblem,
  isBlankAnswer,
  type PatientType,
  Status,
  type Today,
} from '@portal/contract';
import type { AppDb } from '../../db/index';
import type { FeedbackQuestionRow } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import * as repo from './repository';

type Lang = 'en' | 'ar';
type Input<K extends keyof typeof FeedbackEndpoint> = EndpointInput<(typeof FeedbackEndpoint)[K]>;

/** Who sends, on which brand's site. */
export interface Sender {
  userId: number;
  brand: string;
}

const refuse = (message: (typeof FeedbackMessages)[keyof typeof FeedbackMessages]): never => {
  throw new ApiError(400, Status.BadRequest, [message]);
};

export async function feedbackLocations(db: AppDb, brand: string, lang: Lang): Promise<FeedbackLocation[]> {
  return (await repo.brandLocations(db, brand)).map((row) => ({
    id: row.id,
    name: lang === 'ar' ? row.nameAr : row.nameEn,
  }));
}

export async function listPatientTypes(db: AppDb, lang: Lang): Promise<PatientType[]> {
  return (await repo.patientTypes(db)).map((row) => ({
    slug: row.slug,
    name: lang === 'ar' ? row.nameAr : row.nameEn,
  }));
}

const questionOf = (row: FeedbackQuestionRow, lang: Lang): FeedbackQuestion => ({
  questionID: row.id,
  question: lang === 'ar' ? row.questionAr : row.questionEn,
  questiontype: row.questionType,
  options: row.options.map((option) => ({
    value: option.value,
    label: lang === 'ar' ? option.ar : option.en,
  })),
  is_mandatory: row.isMandatory ? 'Yes' : 'No',
});

/** The questions of one of the brand's locations for a patient type; none for another brand's. */
export async function questions(
  db: AppDb,
  brand: string,
  { facility, patient_type, lang }: Input<'questionnaire'>,
): Promise<FeedbackQuestion[]> {
  return (await repo.questionnaire(db, brand, facility, patient_type)).map((row) => questionOf(row, lang));
}

/**
 * Stores a patient's answers when they are answers to that questionnaire: each question once, every
 * mandatory one answered, each answer one its question takes (section 5). Nothing is stored otherwise.
 */
export async function saveAnswers(db: AppDb, sender: Sender, input: Input<'answers'>): Promise<void> {
  const asked = await questions(db, sender.brand, {
    facility: input.facility,
    patient_type: input.patientType,
    lang: 'en',
  });
  if (asked.length === 0) refuse(FeedbackMessages.notFound);
  const answers: Record<number, string> = {};
  for (const { Questionid, Answer } of input.UserResponse) {
    const known = asked.some((question) => question.questionID === Questionid);
    if (!known || Questionid in answers) refuse(FeedbackMessages.answersInvalid);
    answers[Questionid] = Answer;
  }
  if (!answersComplete(asked, answers)) refuse(FeedbackMessages.answersInvalid);
  await repo.insertAnswers(db, {
    userId: sender.userId,
    brand: sender.brand,
    locationId: input.facility,
    patientType: input.patientType,
    userName: input.userName,
    userEmail: input.userEmail,
    userMobile: input.userMobile,
    platform: input.FPlatform,
    answers: asked
      .filter((question) => !isBlankAnswer(answers[question.questionID]))
      .map((question) => ({
        questionId: question.questionID,
        answer: (answers[question.questionID] ?? '').trim(),
      })),
  });
}

export async function saveSuggestion(db: AppDb, sender: Sender, { suggestion }: Input<'suggestion'>) {
  const problem = feedbackTextProblem(suggestion);
  if (problem) refuse(problem);
  await repo.insertSuggestion(db, {
    userId: sender.userId,
    brand: sender.brand,
    suggestionText: suggestion.trim(),
  });
}

/** 'CMP-2026-000123': the year of the complaint in the UAE and the brand's count. */
export const complaintNumber = (year: string, sequence: number) =>
  `CMP-${year}-${String(sequence).padStart(6, '0')}`;

/** Stores a complaint on one of the brand's locations (section 5) and answers its number. */
export async function saveComplaint(
  db: AppDb,
  sender: Sender,
  input: Input<'complaint'>,
  today: Today,
): Promise<string> {
  const problem = complaintProblem(input, today);
  if (problem) refuse(problem);
  if (!(await repo.brandLocation(db, sender.brand, input.facilityCode)))
    refuse(FeedbackMessages.facilityRequired);
  const year = today().slice(0, 4);
  return repo.insertComplaint(
    db,
    {
      userId: sender.userId,
      brand: sender.brand,
      locationId: input.facilityCode,
      complainantName: input.complainantName,
      incidentDate: input.incidentDate,
      email: input.email,
      phoneNumber: input.phoneNumber,
      source: input.source,
      complaintText: input.complaintText.trim(),
    },
    (sequence) => complaintNumber(year, sequence),
  );
}
