import { describe, expect, it } from 'vitest';
import {
  type BmiForm,
  bmiCategory,
  bmiValue,
  computeBmi,
  STROKE_QUESTIONS,
  type StrokeAnswer,
  type StrokeQuestion,
  strokeRisk,
} from './healthTools';

const form = (over: Partial<BmiForm> = {}): BmiForm => ({
  age: '40',
  height: '170',
  weight: '70',
  gender: 'female',
  ...over,
});

describe('BMI', () => {
  it('is weight over height in metres squared, with 2 decimals', () => {
    expect(bmiValue(70, 170)).toBe(24.22);
    expect(bmiValue(100, 200)).toBe(25);
    expect(computeBmi(form())).toEqual({
      result: { bmi: 24.22, category: expect.objectContaining({ key: 'normal' }) },
    });
  });

  it.each([
    [0, 'severeThinness', 'high'],
    [15.99, 'severeThinness', 'high'],
    [16, 'moderateThinness', 'medium'],
    [16.99, 'moderateThinness', 'medium'],
    [17, 'mildThinness', 'medium'],
    [18.49, 'mildThinness', 'medium'],
    [18.5, 'normal', 'none'],
    [24.99, 'normal', 'none'],
    [25, 'overweight', 'medium'],
    [29.99, 'overweight', 'medium'],
    [30, 'obeseClassI', 'high'],
    [34.99, 'obeseClassI', 'high'],
    [35, 'obeseClassII', 'high'],
    [39.99, 'obeseClassII', 'high'],
    [40, 'obeseClassIII', 'high'],
    [300, 'obeseClassIII', 'high'],
  ])('%d is %s (%s)', (bmi, key, risk) => {
    expect(bmiCategory(bmi)).toMatchObject({ key, risk });
  });

  it('takes the category from the value as shown, so number and words agree', () => {
    // 73 kg at 156 cm is 29.9967..., shown 30.00: obese class I, not overweight.
    expect(computeBmi(form({ height: '156', weight: '73' }))).toMatchObject({
      result: { bmi: 30, category: { key: 'obeseClassI' } },
    });
    // 16 kg at 80 cm is 25 exactly, which floating point makes 24.999999999999996.
    expect(computeBmi(form({ height: '80', weight: '16' }))).toMatchObject({
      result: { bmi: 25, category: { key: 'overweight' } },
    });
    expect(computeBmi(form({ height: '185', weight: '63' }))).toMatchObject({
      result: { bmi: 18.41, category: { key: 'mildThinness' } },
    });
    expect(computeBmi(form({ height: '100', weight: '40' }))).toMatchObject({
      result: { bmi: 40, category: { key: 'obeseClassIII' } },
    });
  });

  it('needs age, height, weight and gender', () => {
    for (const missing of ['age', 'height', 'weight'] as const)
      expect(computeBmi(form({ [missing]: ' ' }))).toEqual({ issue: 'allFieldsRequired' });
    expect(computeBmi(form({ gender: '' }))).toEqual({ issue: 'allFieldsRequired' });
  });

  it('takes digits only, at most 3', () => {
    expect(computeBmi(form({ weight: '70.5' }))).toEqual({ issue: 'numberError' });
    expect(computeBmi(form({ age: '-4' }))).toEqual({ issue: 'numberError' });
    expect(computeBmi(form({ height: '1700' }))).toEqual({ issue: 'numberError' });
    expect(computeBmi(form({ age: '1e2' }))).toEqual({ issue: 'numberError' });
  });

  it('takes a height of 30 to 340 cm', () => {
    expect(computeBmi(form({ height: '29' }))).toEqual({ issue: 'heightRangeError' });
    expect(computeBmi(form({ height: '341' }))).toEqual({ issue: 'heightRangeError' });
    expect(computeBmi(form({ height: '30' }))).toHaveProperty('result');
    expect(computeBmi(form({ height: '340' }))).toHaveProperty('result');
  });

  it('refuses a weight of 0', () => {
    expect(computeBmi(form({ weight: '0' }))).toEqual({ issue: 'weightRangeError' });
  });
});

describe('stroke risk', () => {
  const answered = (...answers: StrokeAnswer[]) =>
    Object.fromEntries(
      STROKE_QUESTIONS.map((question, index) => [question, answers[index] ?? 'normal']),
    ) as Record<StrokeQuestion, StrokeAnswer>;

  it('needs all 8 answers', () => {
    const { familyHistory: _, ...seven } = answered();
    expect(strokeRisk(seven)).toBeNull();
    expect(strokeRisk({})).toBeNull();
  });

  it('is high from 3 red', () => {
    expect(strokeRisk(answered('red', 'red', 'red'))).toBe('high');
    expect(strokeRisk(answered('red', 'red', 'red', 'red', 'red', 'red', 'red', 'red'))).toBe('high');
  });

  it('is moderate at 4 red plus yellow with fewer than 3 red', () => {
    expect(strokeRisk(answered('red', 'red', 'yellow', 'yellow'))).toBe('moderate');
    expect(strokeRisk(answered('yellow', 'yellow', 'yellow', 'yellow'))).toBe('moderate');
    expect(
      strokeRisk(answered('red', 'red', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow')),
    ).toBe('moderate');
  });

  it('is low below that', () => {
    expect(strokeRisk(answered())).toBe('low');
    expect(strokeRisk(answered('red', 'red', 'yellow'))).toBe('low');
    expect(strokeRisk(answered('yellow', 'yellow', 'yellow'))).toBe('low');
  });
});
