import { emptyEnvelope, HELP_TEXT_MAX, HelpPath, helpResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, doctorQuestions, users } from '../db/schema';
import { createTestApp, createUser, post, signIn, useTestApp } from './harness';

const t = useTestApp();

/** An app serving one brand's site, as the portal runs: what is sent is kept for that brand. */
let site: FastifyInstance;
let token: string;
let userId: number;

beforeAll(async () => {
  ({ app: site } = await createTestApp(t.database, {
    site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: null },
  }));
  const user = await createUser(t.db, { facilityId: 'AD10' });
  userId = user.id;
  token = (await signIn(site, user)).token;
});
afterAll(async () => {
  await site.close();
});

const query = () => ({
  firstName: 'Aisha',
  lastName: 'Al Mansoori',
  email: 'aisha@example.ae',
  mobile: '501234567',
  callingCode: '971',
});

const contactOf = (id: number) => t.db.select().from(contactMessages).where(eq(contactMessages.userId, id));
const questionsOf = (id: number) => t.db.select().from(doctorQuestions).where(eq(doctorQuestions.userId, id));

const send = (path: string, payload: unknown, bearer: string | null = token) =>
  post(site, `/api${path}`, payload, bearer ? { bearer } : {});

/** Each refusal: its change to a good form, and the spec's message (section 5). */
const queryRefusals: Array<[string, Record<string, unknown>, string, string]> = [
  ['no first name', { firstName: '' }, 'help.fillAllData', 'Please fill all data'],
  ['a blank last name', { lastName: '   ' }, 'help.fillAllData', 'Please fill all data'],
  ['no e-mail', { email: undefined }, 'help.fillAllData', 'Please fill all data'],
  ['an empty e-mail', { email: '' }, 'help.fillAllData', 'Please fill all data'],
  ['no calling code', { callingCode: '' }, 'help.fillAllData', 'Please fill all data'],
  ['a mobile of 7 digits', { mobile: '5012345' }, 'help.invalidMobile', 'Enter a valid mobile no.'],
  ['a mobile of 11 digits', { mobile: '50123456789' }, 'help.invalidMobile', 'Enter a valid mobile no.'],
  ['a mobile with a letter', { mobile: '50123456a' }, 'help.invalidMobile', 'Enter a valid mobile no.'],
  [
    'an e-mail without a domain',
    { email: 'aisha@example' },
    'help.invalidEmail',
    'Please a enter valid email',
  ],
  ['an e-mail without @', { email: 'aisha.example.ae' }, 'help.invalidEmail', 'Please a enter valid email'],
  ['a first name of 51 letters', { firstName: 'A'.repeat(51) }, 'help.tooLong', 'Please shorten your entry'],
];

describe('Contact Us (POST /user/savecontactus)', () => {
  const contact = () => ({ ...query(), message: 'Is the pharmacy open on Fridays?\nThank you.' });

  it('refuses a caller without a session, storing nothing', async () => {
    const before = await t.db.select().from(contactMessages);
    const res = await send(HelpPath.contactUs, contact(), null);
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it.each([
    ...queryRefusals,
    ['no message', { message: ' ' }, 'help.fillAllData', 'Please fill all data'],
    [
      'a message over the limit',
      { message: 'x'.repeat(HELP_TEXT_MAX + 1) },
      'help.tooLong',
      'Please shorten your entry',
    ],
  ] as const)('refuses %s with its message, storing nothing', async (_, change, code, text) => {
    const res = await send(HelpPath.contactUs, { ...contact(), ...change });
    expect(res.statusCode).toBe(400);
    const body = emptyEnvelope.parse(res.json());
    expect(body.message).toMatchObject({ status: 'BadRequest', code });
    expect(body.message.message[0]).toBe(text);
    expect(await contactOf(userId)).toHaveLength(0);
  });

  it('stores one message for the patient, the brand and the hospital, and says it was received', async () => {
    const res = await send(HelpPath.contactUs, { ...contact(), firstName: '  Aisha ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = helpResponse.parse(res.json());
    expect(body.data).toEqual({ result: true });
    expect(body.message).toMatchObject({ status: 'Success', code: 'help.queryReceived' });
    expect(body.message.message[0]).toBe('We have received your query. We will get back to you soon.');
    const rows = await contactOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand: 'aldhannah',
      facilityId: 'AD10',
      firstName: 'Aisha',
      lastName: 'Al Mansoori',
      callingCode: '971',
      mobile: '501234567',
      email: 'aisha@example.ae',
      message: 'Is the pharmacy open on Fridays?\nThank you.',
    });
  });
});

describe('Ask Doctor (POST /user/saveaskadoc)', () => {
  const ask = () => ({
    ...query(),
    isEmailCommunication: true,
    isMobileCommunication: false,
    comment: 'Should I fast before my blood test?',
  });

  it('refuses a caller without a session, storing nothing', async () => {
    const before = await t.db.select().from(doctorQuestions);
    const res = await send(HelpPath.askDoctor, ask(), null);
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(doctorQuestions)).toHaveLength(before.length);
  });

  it.each([
    ...queryRefusals,
    ['no comment', { comment: '' }, 'help.fillAllData', 'Please fill all data'],
    [
      'no mode of communication',
      { isEmailCommunication: false, isMobileCommunication: false },
      'help.fillAllData',
      'Please fill all data',
    ],
  ] as const)('refuses %s with its message, storing nothing', async (_, change, code, text) => {
    const res = await send(HelpPath.askDoctor, { ...ask(), ...change });
    expect(res.statusCode).toBe(400);
    const body = emptyEnvelope.parse(res.json());
    expect(body.message).toMatchObject({ status: 'BadRequest', code });
    expect(body.message.message[0]).toBe(text);
    expect(await questionsOf(userId)).toHaveLength(0);
  });

  it('stores one question with the chosen modes of communication', async () => {
    const res = await send(HelpPath.askDoctor, { ...ask(), isMobileCommunication: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = helpResponse.parse(res.json());
    expect(body.message).toMatchObject({ status: 'Success', code: 'help.queryReceived' });
    const rows = await questionsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand: 'aldhannah',
      facilityId: 'AD10',
      firstName: 'Aisha',
      email: 'aisha@example.ae',
      isEmailCommunication: true,
      isMobileCommunication: true,
      comment: 'Should I fast before my blood test?',
    });
  });

  it('keeps no hospital for a patient who has not chosen one yet', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ facilityId: null }).where(eq(users.id, user.id));
    const session = await signIn(site, user);
    const res = await send(HelpPath.askDoctor, ask(), session.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await questionsOf(user.id)).map((row) => row.facilityId)).toEqual([null]);
  });

  it('is erased with the account, with the contact messages', async () => {
    const user = await createUser(t.db);
    const session = await signIn(site, user);
    expect((await send(HelpPath.askDoctor, ask(), session.token)).statusCode).toBe(200);
    expect((await send(HelpPath.contactUs, { ...query(), message: 'Hello' }, session.token)).statusCode).toBe(
      200,
    );
    const deleted = await post(site, '/api/auth/deleteaccount', undefined, { bearer: session.token });
    expect(deleted.statusCode).toBe(200);
    expect(await questionsOf(user.id)).toHaveLength(0);
    expect(await contactOf(user.id)).toHaveLength(0);
  });
});
