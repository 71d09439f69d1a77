import * as z from 'zod/mini';
import {
  COMPLAINT_SOURCE,
  FEEDBACK_PLATFORM,
  FREE_TEXT_MAX,
  FREE_TEXT_MIN_EXCLUSIVE,
  MOBILE_MAX_DIGITS,
  NAME_MAX,
} from './constants';
import { isIsoDate, type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { contentList } from './masterdata';
import { Messages } from './messages';
import { EMAIL_MAX, emailRule, nameRule } from './rules';

/**
 * Feedback, complaints and suggestions (spec sections 3, 4, 5, 7 and 8). The facility of each is
 * one of the brand's hospital locations, named by its `id` (the same id the locations list gives).
 * The rules of section 5 are the functions below, used by the form and by the server alike.
 */

export const FeedbackMessages = Messages.feedback;
export type FeedbackMessage = (typeof FeedbackMessages)[keyof typeof FeedbackMessages];

/** An answer to a text-area question (T) and to an input question (I). */
export const ANSWER_TEXT_MAX = 500;
export const ANSWER_INPUT_MAX = 100;
export const RATING_MAX = 5;

/** Question types (spec section 3): R rating, T text area, I input, D dropdown. */
export const QUESTION_TYPES = ['R', 'T', 'I', 'D'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The text rule of complaints and suggestions, on the trimmed text; null when it holds. */
export function feedbackTextProblem(text: string): FeedbackMessage | null {
  const length = [...text.trim()].length;
  if (length <= FREE_TEXT_MIN_EXCLUSIVE) return FeedbackMessages.textTooShort;
  if (length > FREE_TEXT_MAX) return FeedbackMessages.textTooLong;
  return null;
}

/** The incident date: an ISO day that exists, not after today in the UAE; null when it holds. */
export function incidentDateProblem(iso: string, today: string): FeedbackMessage | null {
  if (!isIsoDate(iso)) return FeedbackMessages.incidentDateFormat;
  return iso > today ? FeedbackMessages.incidentDateRange : null;
}

const lang = lazy(() => z._default(z.enum(['en', 'ar']), 'en'));
const locationId = lazy(() => z.coerce.number().check(z.int(), z.positive()));

/** One facility a patient may give feedback on: a brand location in the language asked. */
export const feedbackLocation = lazy(() => z.object({ id: z.int(), name: z.string() }));
export type FeedbackLocation = z.infer<typeof feedbackLocation>;
export const feedbackLocationsQuery = lazy(() => z.object({ lang }));
export const feedbackLocationsResponse = lazy(() => envelope(contentList(feedbackLocation)));
export type FeedbackLocationsResponse = z.infer<typeof feedbackLocationsResponse>;

/** A patient type (spec section 3): slug ('inpatient') and name. */
export const patientType = lazy(() => z.object({ slug: z.string(), name: z.string() }));
export type PatientType = z.infer<typeof patientType>;
export const patientTypesQuery = lazy(() => z.object({ lang }));
export const patientTypesResponse = lazy(() => envelope(contentList(patientType)));
export type PatientTypesResponse = z.infer<typeof patientTypesResponse>;

const slug = lazy(() => z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/)));

/** GET questionnaire: the facility's questions for a patient type, in the language asked. */
export const questionnaireQuery = lazy(() => z.object({ patient_type: slug, facility: locationId, lang }));
export type QuestionnaireQuery = z.input<typeof questionnaireQuery>;
/**
 * One question (spec section 3). A dropdown's answer is the option's `value` (the same in both
 * languages); `options` are empty for other types.
 */
export const feedbackQuestion = lazy(() =>
  z.object({
    questionID: z.int(),
    question: z.string(),
    questiontype: z.enum(QUESTION_TYPES),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    is_mandatory: z.enum(['Yes', 'No']),
  }),
);
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;
export const questionnaireResponse = lazy(() => envelope(contentList(feedbackQuestion)));
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

/** Whether an answer is blank (what a mandatory question may not be). */
export const isBlankAnswer = (answer: string | undefined) => (answer ?? '').trim() === '';

/** Whether a non-blank answer is one the question takes. */
export function isValidAnswer(question: FeedbackQuestion, answer: string): boolean {
  const value = answer.trim();
  switch (question.questiontype) {
    case 'R':
      return /^[1-9]$/.test(value) && Number(value) <= RATING_MAX;
    case 'D':
      return question.options.some((option) => option.value === value);
    case 'T':
      return [...value].length <= ANSWER_TEXT_MAX;
    case 'I':
      return [...value].length <= ANSWER_INPUT_MAX && !/[\r\n]/.test(value);
  }
}

/** Every mandatory question answered and every answer valid; answers by questionID. */
export function answersComplete(
  questions: readonly FeedbackQuestion[],
  answers: Record<number, string>,
): boolean {
  return questions.every((question) => {
    const answer = answers[question.questionID];
    if (isBlankAnswer(answer)) return question.is_mandatory === 'No';
    return isValidAnswer(question, answer ?? '');
  });
}

const shortText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** POST feedback answers (spec section 3's submission; facility names the questionnaire's). */
export const feedbackAnswersRequest = lazy(() =>
  z.object({
    userName: shortText(NAME_MAX * 2 + 1),
    userEmail: shortText(EMAIL_MAX),
    userMobile: shortText(MOBILE_MAX_DIGITS + 5),
    FPlatform: z.literal(FEEDBACK_PLATFORM),
    facility: z.int().check(z.positive()),
    patientType: slug,
    UserResponse: z
      .array(z.object({ Questionid: z.int(), Answer: z.string().check(z.maxLength(ANSWER_TEXT_MAX * 2)) }))
      .check(z.maxLength(50)),
  }),
);
export type FeedbackAnswersRequest = z.input<typeof feedbackAnswersRequest>;
/** The feedback site's answer: success when data.status is 'success' (spec section 7). */
export const feedbackAnswersResponse = lazy(() => envelope(z.object({ status: z.literal('success') })));
export type FeedbackAnswersResponse = z.infer<typeof feedbackAnswersResponse>;

/** POST suggestion: the text in a JSON body (a query string would put it in every proxy's log). */
export const suggestionRequest = lazy(() =>
  z.object({ suggestion: z.string().check(z.maxLength(FREE_TEXT_MAX * 2)) }),
);
export type SuggestionRequest = z.input<typeof suggestionRequest>;
export const suggestionResponse = lazy(() => envelope(z.object({ status: z.literal('success') })));
export type SuggestionResponse = z.infer<typeof suggestionResponse>;

/** POST complaint (spec section 3); incidentDate YYYY-MM-DD, not in the future in the UAE. */
export const complaintRequest = lazy(() =>
  z.object({
    facilityCode: z.int().check(z.positive()),
    complainantName: nameRule,
    incidentDate: z.string().check(z.maxLength(10)),
    email: emailRule,
    phoneNumber: z.string().check(z.trim(), z.regex(/^\+?\d{7,15}$/)),
    source: z.literal(COMPLAINT_SOURCE),
    complaintText: z.string().check(z.maxLength(FREE_TEXT_MAX * 2)),
  }),
);
export type ComplaintRequest = z.input<typeof complaintRequest>;
/** complaintNumber: readable and unique per brand, increasing ('CMP-2026-000123'). */
export const complaintResponse = lazy(() => envelope(z.object({ complaintNumber: z.string() })));
export type ComplaintResponse = z.infer<typeof complaintResponse>;

/** What the complaint form and the server check beyond the fields' shapes; null when it holds. */
export function complaintProblem(
  complaint: Pick<ComplaintRequest, 'incidentDate' | 'complaintText'>,
  today: Today = uaeToday,
): FeedbackMessage | null {
  return incidentDateProblem(complaint.incidentDate, today()) ?? feedbackTextProblem(complaint.complaintText);
}

export const FeedbackPath = {
  locations: '/feedback/locations',
  patientTypes: '/feedback/patienttypes',
  questionnaire: '/feedback/questionnaire',
  answers: '/feedback/answers',
  suggestion: '/user/suggestion',
  complaint: '/user/complaint',
} as const;

export const FeedbackEndpoint = {
  locations: endpoint({
    method: 'GET',
    path: FeedbackPath.locations,
    request: feedbackLocationsQuery,
    response: feedbackLocationsResponse,
  }),
  patientTypes: endpoint({
    method: 'GET',
    path: FeedbackPath.patientTypes,
    request: patientTypesQuery,
    response: patientTypesResponse,
  }),
  questionnaire: endpoint({
    method: 'GET',
    path: FeedbackPath.questionnaire,
    request: questionnaireQuery,
    response: questionnaireResponse,
  }),
  answers: endpoint({
    method: 'POST',
    path: FeedbackPath.answers,
    request: feedbackAnswersRequest,
    response: feedbackAnswersResponse,
  }),
  suggestion: endpoint({
    method: 'POST',
    path: FeedbackPath.suggestion,
    request: suggestionRequest,
    response: suggestionResponse,
  }),
  complaint: endpoint({
    method: 'POST',
    path: FeedbackPath.complaint,
    request: complaintRequest,
    response: complaintResponse,
  }),
} as const;
