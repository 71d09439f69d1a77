import {
  BODY_FIELD_MAX_DIGITS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  STROKE_HIGH_RED,
  STROKE_MODERATE_RED_PLUS_YELLOW,
} from './constants';

/**
 * The health tools (spec sections 2 and 5, BMI and Stroke risk): pure arithmetic on what the
 * patient types, done in the browser; nothing is sent or stored.
 */

/** How much a result calls for attention: the spec's (high) and (medium); 'none' for normal. */
export type HealthRisk = 'high' | 'medium' | 'none';

/** The BMI categories of spec section 5, lowest first, each from its lower bound (inclusive). */
export const BMI_CATEGORIES = [
  { key: 'severeThinness', from: 0, risk: 'high' },
  { key: 'moderateThinness', from: 16, risk: 'medium' },
  { key: 'mildThinness', from: 17, risk: 'medium' },
  { key: 'normal', from: 18.5, risk: 'none' },
  { key: 'overweight', from: 25, risk: 'medium' },
  { key: 'obeseClassI', from: 30, risk: 'high' },
  { key: 'obeseClassII', from: 35, risk: 'high' },
  { key: 'obeseClassIII', from: 40, risk: 'high' },
] as const satisfies readonly { key: string; from: number; risk: HealthRisk }[];
export type BmiCategory = (typeof BMI_CATEGORIES)[number];
export type BmiCategoryKey = BmiCategory['key'];

/** The category a BMI falls in: the last whose lower bound it reaches. */
export function bmiCategory(bmi: number): BmiCategory {
  let found: BmiCategory = BMI_CATEGORIES[0];
  for (const category of BMI_CATEGORIES) if (bmi >= category.from) found = category;
  return found;
}

/** weight / (height in metres)², rounded to 2 decimals. */
export function bmiValue(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 100) / 100;
}

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The BMI form as typed. */
export interface BmiForm {
  age: string;
  height: string;
  weight: string;
  gender: Gender | '';
}

/** What is wrong with a BMI form, first problem first. */
export type BmiIssue = 'allFieldsRequired' | 'numberError' | 'heightRangeError' | 'weightRangeError';

const DIGITS = new RegExp(`^\\d{1,${BODY_FIELD_MAX_DIGITS}}$`);

export interface BmiResult {
  /** The BMI with 2 decimals; the category is taken from this shown value. */
  bmi: number;
  category: BmiCategory;
}

/**
 * Spec section 5: age, height, weight and gender required; age, height and weight digits only, at
 * most 3; height 30 to 340 cm; a weight of 0 has no BMI. The category follows the value as shown
 * (2 decimals), so the number and the words always agree.
 */
export function computeBmi(form: BmiForm): { issue: BmiIssue } | { result: BmiResult } {
  const numbers = [form.age, form.height, form.weight].map((value) => value.trim());
  if (numbers.some((value) => value === '') || form.gender === '') return { issue: 'allFieldsRequired' };
  if (numbers.some((value) => !DIGITS.test(value))) return { issue: 'numberError' };
  const [, height, weight] = numbers.map(Number) as [number, number, number];
  if (height < HEIGHT_MIN_CM || height > HEIGHT_MAX_CM) return { issue: 'heightRangeError' };
  if (weight === 0) return { issue: 'weightRangeError' };
  const bmi = bmiValue(weight, height);
  return { result: { bmi, category: bmiCategory(bmi) } };
}

/** The stroke-risk scorecard's questions (spec section 5: 8, each answered red, yellow or normal). */
export const STROKE_QUESTIONS = [
  'bloodPressure',
  'atrialFibrillation',
  'smoking',
  'cholesterol',
  'diabetes',
  'exercise',
  'weight',
  'familyHistory',
] as const;
export type StrokeQuestion = (typeof STROKE_QUESTIONS)[number];
export const STROKE_ANSWERS = ['red', 'yellow', 'normal'] as const;
export type StrokeAnswer = (typeof STROKE_ANSWERS)[number];
export type StrokeRisk = 'high' | 'moderate' | 'low';

/**
 * Spec section 5: three or more red answers is high; otherwise red plus yellow of 4 or more is
 * moderate; else low. Null until all 8 questions are answered.
 */
export function strokeRisk(answers: Partial<Record<StrokeQuestion, StrokeAnswer>>): StrokeRisk | null {
  const given = STROKE_QUESTIONS.map((question) => answers[question]);
  if (given.some((answer) => answer === undefined)) return null;
  const red = given.filter((answer) => answer === 'red').length;
  const yellow = given.filter((answer) => answer === 'yellow').length;
  if (red >= STROKE_HIGH_RED) return 'high';
  if (red + yellow >= STROKE_MODERATE_RED_PLUS_YELLOW) return 'moderate';
  return 'low';
}
