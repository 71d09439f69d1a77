/**
 * Feedback, complaints and suggestions (spec sections 3, 4, 5, 7 and 9): the brand's locations,
 * patient types and questionnaires; answers, complaints and suggestions stored for the signed-in
 * patient on the brand they were sent on; every rule refusing with its message and storing nothing.
 */
import {
  type ComplaintRequest,
  complaintResponse,
  type FeedbackAnswersRequest,
  FeedbackPath,
  type FeedbackQuestion,
  FeedbackText,
  feedbackLocationsResponse,
  patientTypesResponse,
  questionnaireResponse,
} from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { complaints, feedbackAnswers, suggestions } from '../db/schema';
import { createTestApp, createUser, post, signIn, TestClock, useTestDatabase } from './harness';
import { bearerGet, bearerSend } from './identity';

const testDb = useTestDatabase();
// 2026-03-02 in the UAE until 20:00 UTC.
const clock = new TestClock('2026-03-02T08:00:00.000Z');
let first: FastifyInstance;
let second: FastifyInstance;
let token: string;
let otherToken: string;

beforeAll(async () => {
  const site = (id: string) => ({ id, name: id, distDir: null });
  first = (await createTestApp(testDb.database, { clock, site: site('aldhannah') })).app;
  second = (await createTestApp(testDb.database, { clock, site: site('colab') })).app;
  token = (await signIn(first, DEMO_USERS.aisha)).token;
  otherToken = (await signIn(second, DEMO_USERS.omar)).token;
  return async () => {
    await first.close();
    await second.close();
  };
});

const get = (app: FastifyInstance, url: string, bearer = token) => bearerGet(app, `/api${url}`, bearer);
const send = (app: FastifyInstance, path: string, body: unknown, bearer = token) =>
  bearerSend(app, 'POST', `/api${path}`, bearer, body);

async function locationsOf(app: FastifyInstance, bearer: string, lang = 'en') {
  const res = await get(app, `${FeedbackPath.locations}?lang=${lang}`, bearer);
  expect(res.statusCode).toBe(200);
  return feedbackLocationsResponse.parse(res.json()).data.data;
}

async function questionsOf(facility: number, patientType = 'outpatient', lang = 'en') {
  const res = await get(
    first,
    `${FeedbackPath.questionnaire}?patient_type=${patientType}&facility=${facility}&lang=${lang}`,
  );
  expect(res.statusCode).toBe(200);
  return questionnaireResponse.parse(res.json()).data.data;
}

const stored = async () => ({
  answers: (await testDb.database.db.select({ n: count() }).from(feedbackAnswers))[0]?.n,
  complaints: (await testDb.database.db.select({ n: count() }).from(complaints))[0]?.n,
  suggestions: (await testDb.database.db.select({ n: count() }).from(suggestions))[0]?.n,
});

/** A good answer to each question. */
function answerTo(question: FeedbackQuestion): string {
  if (question.questiontype === 'R') return '4';
  if (question.questiontype === 'D') return question.options[0]?.value ?? '';
  return question.questiontype === 'T' ? 'The nurses were kind.' : 'Sara';
}

function answersBody(
  facility: number,
  questions: FeedbackQuestion[],
  overrides: Partial<FeedbackAnswersRequest> = {},
) {
  return {
    userName: 'Aisha Al Mansoori',
    userEmail: 'aisha@example.com',
    userMobile: '501234567',
    FPlatform: 'Portal',
    facility,
    patientType: 'outpatient',
    UserResponse: questions.map((q) => ({ Questionid: q.questionID, Answer: answerTo(q) })),
    ...overrides,
  } satisfies FeedbackAnswersRequest;
}

const complaintBody = (
  facilityCode: number,
  overrides: Partial<ComplaintRequest> = {},
): ComplaintRequest => ({
  facilityCode,
  complainantName: 'Aisha Al Mansoori',
  incidentDate: '2026-03-01',
  email: 'aisha@example.com',
  phoneNumber: '971501234567',
  source: 'Portal',
  complaintText: 'The waiting room was too cold for children.',
  ...overrides,
});

const messageOf = (res: { json: () => unknown }) =>
  (res.json() as { message: { message: string[]; code?: string } }).message;

describe('lookups', () => {
  it('lists the brand’s own locations in the language asked, and only to a signed-in patient', async () => {
    const mine = await locationsOf(first, token);
    const theirs = await locationsOf(second, otherToken);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.map((l) => l.id)).not.toEqual(expect.arrayContaining(theirs.map((l) => l.id)));
    const arabic = await locationsOf(first, token, 'ar');
    expect(arabic.map((l) => l.id)).toEqual(mine.map((l) => l.id));
    expect(arabic[0]?.name).toMatch(/[\u0600-\u06ff]/);
    expect((await bearerGet(first, `/api${FeedbackPath.locations}`)).statusCode).toBe(401);
    expect((await bearerGet(first, `/api${FeedbackPath.patientTypes}`)).statusCode).toBe(401);
  });

  it('lists the patient types, inpatient and outpatient among them', async () => {
    const res = await get(first, `${FeedbackPath.patientTypes}?lang=ar`);
    const types = patientTypesResponse.parse(res.json()).data.data;
    expect(types.map((t) => t.slug)).toEqual(expect.arrayContaining(['inpatient', 'outpatient']));
    expect(types[0]?.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('serves a questionnaire of every question type, some mandatory, and none of another brand’s location', async () => {
    const [location] = await locationsOf(first, token);
    if (!location) throw new Error('no location');
    for (const patientType of ['outpatient', 'inpatient']) {
      const questions = await questionsOf(location.id, patientType);
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(questions.length).toBeLessThanOrEqual(7);
      expect(new Set(questions.map((q) => q.questiontype))).toEqual(new Set(['R', 'T', 'I', 'D']));
      expect(questions.some((q) => q.is_mandatory === 'Yes')).toBe(true);
    }
    const arabic = await questionsOf(location.id, 'outpatient', 'ar');
    expect(arabic[0]?.question).toMatch(/[\u0600-\u06ff]/);
    const [theirs] = await locationsOf(second, otherToken);
    expect(await questionsOf(theirs?.id ?? 0)).toEqual([]);
    const res = await bearerGet(
      first,
      `/api${FeedbackPath.questionnaire}?patient_type=outpatient&facility=${location.id}`,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('feedback answers', () => {
  let facility: number;
  let questions: FeedbackQuestion[];
  beforeAll(async () => {
    facility = (await locationsOf(first, token))[0]?.id ?? 0;
    questions = await questionsOf(facility);
  });

  it('refuses, storing nothing, a mandatory question left blank, a rating out of 1 to 5, an unknown option, a question of another questionnaire', async () => {
    const before = await stored();
    const mandatory = questions.find((q) => q.is_mandatory === 'Yes');
    const rating = questions.find((q) => q.questiontype === 'R');
    const dropdown = questions.find((q) => q.questiontype === 'D');
    const bodies = [
      answersBody(
        facility,
        questions.filter((q) => q !== mandatory),
      ),
      answersBody(facility, questions, {
        UserResponse: questions.map((q) => ({
          Questionid: q.questionID,
          Answer: q === mandatory ? '  ' : answerTo(q),
        })),
      }),
      answersBody(facility, questions, {
        UserResponse: questions.map((q) => ({
          Questionid: q.questionID,
          Answer: q === rating ? '6' : answerTo(q),
        })),
      }),
      answersBody(facility, questions, {
        UserResponse: questions.map((q) => ({
          Questionid: q.questionID,
          Answer: q === dropdown ? 'other' : answerTo(q),
        })),
      }),
      answersBody(facility, questions, {
        UserResponse: [
          ...questions.map((q) => ({ Questionid: q.questionID, Answer: answerTo(q) })),
          { Questionid: 999999, Answer: '3' },
        ],
      }),
    ];
    for (const body of bodies) {
      const res = await send(first, FeedbackPath.answers, body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res).code).toBe('feedback.answersInvalid');
    }
    const inpatient = await send(
      first,
      FeedbackPath.answers,
      answersBody(facility, questions, { patientType: 'inpatient' }),
    );
    expect(inpatient.statusCode).toBe(400);
    const platform = await send(first, FeedbackPath.answers, {
      ...answersBody(facility, questions),
      FPlatform: 'App',
    });
    expect(platform.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('stores good answers (optional ones may be left out) for the patient and brand, and answers data.status success', async () => {
    const required = questions.filter((q) => q.is_mandatory === 'Yes');
    const res = await send(first, FeedbackPath.answers, answersBody(facility, required));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'success' });
    const [row] = await testDb.database.db.select().from(feedbackAnswers);
    expect(row).toMatchObject({
      brand: 'aldhannah',
      locationId: facility,
      patientType: 'outpatient',
      platform: 'Portal',
    });
    expect(row?.answers).toHaveLength(required.length);
  });

  it('refuses one brand’s questionnaire on another brand’s site and without a session', async () => {
    const before = await stored();
    const res = await send(second, FeedbackPath.answers, answersBody(facility, questions), otherToken);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res).message).toEqual([FeedbackText.notFound]);
    expect(
      (
        await bearerSend(
          first,
          'POST',
          `/api${FeedbackPath.answers}`,
          undefined,
          answersBody(facility, questions),
        )
      ).statusCode,
    ).toBe(401);
    // A session of one brand is refused on the other's site.
    expect(
      (await send(second, FeedbackPath.answers, answersBody(facility, questions), token)).statusCode,
    ).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('suggestions', () => {
  it('refuses 5 characters or fewer and more than 500, storing nothing', async () => {
    const before = await stored();
    for (const [suggestion, text] of [
      ['Nice!', FeedbackText.textTooShort],
      ['   Nice!    ', FeedbackText.textTooShort],
      ['x'.repeat(501), FeedbackText.textTooLong],
    ] as const) {
      const res = await send(first, FeedbackPath.suggestion, { suggestion });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res).message).toEqual([text]);
    }
    expect(
      (
        await bearerSend(first, 'POST', `/api${FeedbackPath.suggestion}`, undefined, {
          suggestion: 'More parking please',
        })
      ).statusCode,
    ).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stores 6 to 500 characters with the brand and the patient', async () => {
    for (const suggestion of ['Parking', 'y'.repeat(500)]) {
      const res = await send(first, FeedbackPath.suggestion, { suggestion });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ status: 'success' });
    }
    const rows = await testDb.database.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.brand, 'aldhannah'));
    expect(rows.map((r) => r.suggestionText)).toEqual(['Parking', 'y'.repeat(500)]);
  });
});

describe('complaints', () => {
  let facility: number;
  let theirFacility: number;
  beforeAll(async () => {
    facility = (await locationsOf(first, token))[0]?.id ?? 0;
    theirFacility = (await locationsOf(second, otherToken))[0]?.id ?? 0;
  });

  it('refuses a future incident date (in the UAE), a malformed one, short or long text, another brand’s facility, another source, storing nothing', async () => {
    const before = await stored();
    const cases: [Partial<ComplaintRequest>, string][] = [
      [{ incidentDate: '2026-03-03' }, FeedbackText.incidentDateRange],
      [{ incidentDate: '2026-02-30' }, FeedbackText.incidentDateFormat],
      [{ incidentDate: '01/03/2026' }, FeedbackText.incidentDateFormat],
      [{ complaintText: 'Cold.' }, FeedbackText.textTooShort],
      [{ complaintText: 'z'.repeat(501) }, FeedbackText.textTooLong],
      [{ facilityCode: theirFacility }, FeedbackText.facilityRequired],
    ];
    for (const [overrides, text] of cases) {
      const res = await send(first, FeedbackPath.complaint, complaintBody(facility, overrides));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res).message).toEqual([text]);
    }
    expect(
      (await send(first, FeedbackPath.complaint, { ...complaintBody(facility), source: 'App' })).statusCode,
    ).toBe(400);
    expect(
      (await send(first, FeedbackPath.complaint, complaintBody(facility, { email: 'aisha' }))).statusCode,
    ).toBe(400);
    expect(
      (await bearerSend(first, 'POST', `/api${FeedbackPath.complaint}`, undefined, complaintBody(facility)))
        .statusCode,
    ).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('takes today in the UAE once it is tomorrow in UTC terms, and answers unique, increasing numbers per brand', async () => {
    const numbers: string[] = [];
    const today = await send(
      first,
      FeedbackPath.complaint,
      complaintBody(facility, { incidentDate: '2026-03-02' }),
    );
    expect(today.statusCode).toBe(200);
    numbers.push(complaintResponse.parse(today.json()).data.complaintNumber);
    // 20:30 UTC is 00:30 on 3 March in the UAE.
    clock.advance({ hours: 12, minutes: 30 });
    token = (await signIn(first, DEMO_USERS.aisha)).token;
    otherToken = (await signIn(second, DEMO_USERS.omar)).token;
    const sent = await Promise.all(
      [1, 2, 3].map(() =>
        send(first, FeedbackPath.complaint, complaintBody(facility, { incidentDate: '2026-03-03' })),
      ),
    );
    for (const res of sent) {
      expect(res.statusCode).toBe(200);
      numbers.push(complaintResponse.parse(res.json()).data.complaintNumber);
    }
    expect(numbers[0]).toBe('CMP-2026-000001');
    expect(new Set(numbers).size).toBe(4);
    expect([...numbers].sort()).toEqual([
      'CMP-2026-000001',
      'CMP-2026-000002',
      'CMP-2026-000003',
      'CMP-2026-000004',
    ]);
    const other = await send(
      second,
      FeedbackPath.complaint,
      complaintBody(theirFacility, { incidentDate: '2026-03-03' }),
      otherToken,
    );
    expect(complaintResponse.parse(other.json()).data.complaintNumber).toBe('CMP-2026-000001');
    const rows = await testDb.database.db.select().from(complaints).where(eq(complaints.brand, 'aldhannah'));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ source: 'Portal', incidentDate: '2026-03-02', locationId: facility });
  });
});

describe('account deletion', () => {
  it('erases what the patient sent (answers, complaints, suggestions); others keep theirs', async () => {
    const created = await createUser(testDb.database.db);
    const session = await signIn(first, created);
    const facility = (await locationsOf(first, session.token))[0]?.id ?? 0;
    const sent = [
      await send(first, FeedbackPath.suggestion, { suggestion: 'A water fountain, please' }, session.token),
      await send(first, FeedbackPath.complaint, complaintBody(facility), session.token),
    ];
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200]);
    const before = await stored();
    const res = await post(first, '/api/auth/deleteaccount', undefined, {
      bearer: session.token,
      cookie: session.refresh,
    });
    expect(res.statusCode).toBe(200);
    const after = await stored();
    expect(after).toEqual({
      ...before,
      complaints: (before.complaints ?? 0) - 1,
      suggestions: (before.suggestions ?? 0) - 1,
    });
    const left = await testDb.database.db.select().from(complaints).where(eq(complaints.userId, created.id));
    expect(left).toEqual([]);
  });
});
