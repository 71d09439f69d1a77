import { describe, expect, it } from 'vitest';
import {
  answersComplete,
  complaintProblem,
  FeedbackMessages,
  type FeedbackQuestion,
  feedbackTextProblem,
  incidentDateProblem,
  isValidAnswer,
} from './feedback';

const question = (overrides: Partial<FeedbackQuestion>): FeedbackQuestion => ({
  questionID: 1,
  question: 'How was it?',
  questiontype: 'R',
  options: [],
  is_mandatory: 'Yes',
  ...overrides,
});

describe('feedbackTextProblem (spec section 5: over 5, at most 500)', () => {
  it('refuses 5 characters or fewer once trimmed, and more than 500', () => {
    expect(feedbackTextProblem('12345')).toBe(FeedbackMessages.textTooShort);
    expect(feedbackTextProblem('  12345  ')).toBe(FeedbackMessages.textTooShort);
    expect(feedbackTextProblem('123456')).toBeNull();
    expect(feedbackTextProblem('x'.repeat(500))).toBeNull();
    expect(feedbackTextProblem('x'.repeat(501))).toBe(FeedbackMessages.textTooLong);
  });

  it('counts characters, not UTF-16 units (Arabic and emoji)', () => {
    expect(feedbackTextProblem('شكراً جزيلاً')).toBeNull();
    expect(feedbackTextProblem('😀'.repeat(500))).toBeNull();
  });
});

describe('incidentDateProblem', () => {
  it('takes today and earlier, refuses tomorrow and days that do not exist', () => {
    expect(incidentDateProblem('2026-03-02', '2026-03-02')).toBeNull();
    expect(incidentDateProblem('2025-12-31', '2026-03-02')).toBeNull();
    expect(incidentDateProblem('2026-03-03', '2026-03-02')).toBe(FeedbackMessages.incidentDateRange);
    expect(incidentDateProblem('2026-02-29', '2026-03-02')).toBe(FeedbackMessages.incidentDateFormat);
    expect(incidentDateProblem('02/03/2026', '2026-03-02')).toBe(FeedbackMessages.incidentDateFormat);
  });

  it('complaintProblem checks the date before the text', () => {
    const today = () => '2026-03-02';
    expect(complaintProblem({ incidentDate: '2026-03-09', complaintText: 'x' }, today)).toBe(
      FeedbackMessages.incidentDateRange,
    );
    expect(complaintProblem({ incidentDate: '2026-03-01', complaintText: 'x' }, today)).toBe(
      FeedbackMessages.textTooShort,
    );
    expect(
      complaintProblem({ incidentDate: '2026-03-01', complaintText: 'Too cold inside' }, today),
    ).toBeNull();
  });
});

describe('answers', () => {
  it('a rating is 1 to 5, a dropdown one of its options, an input one line of at most 100', () => {
    const rating = question({});
    expect(['1', '5'].map((a) => isValidAnswer(rating, a))).toEqual([true, true]);
    expect(['0', '6', '4.5', 'five'].map((a) => isValidAnswer(rating, a))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const dropdown = question({ questiontype: 'D', options: [{ value: 'a', label: 'A' }] });
    expect(isValidAnswer(dropdown, 'a')).toBe(true);
    expect(isValidAnswer(dropdown, 'A')).toBe(false);
    const input = question({ questiontype: 'I' });
    expect(isValidAnswer(input, 'x'.repeat(100))).toBe(true);
    expect(isValidAnswer(input, 'x'.repeat(101))).toBe(false);
  });

  it('complete when every mandatory question has a non-blank valid answer', () => {
    const questions = [
      question({ questionID: 1 }),
      question({ questionID: 2, questiontype: 'T', is_mandatory: 'No' }),
    ];
    expect(answersComplete(questions, {})).toBe(false);
    expect(answersComplete(questions, { 1: '   ' })).toBe(false);
    expect(answersComplete(questions, { 1: '3' })).toBe(true);
    expect(answersComplete(questions, { 1: '3', 2: '' })).toBe(true);
    expect(answersComplete(questions, { 1: '9' })).toBe(false);
  });
});
