/**
 * SECURITY.md Input: control characters (NUL, the rest of C0 and C1, DEL) in any string of a body,
 * query or path answer 400 with a clear message and change nothing; the refusal is audited and the
 * raw input never reaches the log. Free-text fields (a booking comment, a cancel reason) may hold
 * tab and line breaks. Names also refuse Unicode text-direction controls.
 */
import { Writable } from 'node:stream';
import { ruleMessageText } from '@portal/contract';
import { and, DrizzleQueryError, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accountLockouts, auditLog, users } from '../db/schema';
import { loggableError } from '../logger';
import { createUser, identify, signIn, useTestApp } from './harness';
import { AHMED, bookingPayload, signInDemo, TOMORROW } from './hospital-support';
import { bearerSend, newProspect, register, signUpBody, verifiedProspect } from './identity';

const logLines: string[] = [];
// Everything the app logs, at every level, to look for personal data in it.
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const t = useTestApp({ logger: pino({ level: 'trace' }, sink) });

const CONTROL = ruleMessageText.controlCharError;
/** A marker inside each refused value: it must appear in no log line. */
const MARK = 'Zq7Marker';

let nextPassport = 0;
/** A passport number no other account holds. */
const passport = () => {
  nextPassport += 1;
  return `PC${process.pid % 10_000}${String(nextPassport).padStart(4, '0')}`;
};

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  dateOfBirth: '1992-06-15',
  genderId: 2,
  countryId: 3,
  documentTypeId: 4,
  documentId: passport(),
  ...overrides,
});

async function patient() {
  const user = await createUser(t.db, { firstName: 'Before' });
  const session = await signIn(t.app, user);
  return { user, token: session.token };
}

async function refusals(requestId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
}

function expectNoMarkInLogs() {
  expect(logLines.join('\n')).not.toContain(MARK);
}

describe('control characters in any string input', () => {
  it('refuses a NUL in a profile name with 400, changes nothing, audits it and logs nothing of it', async () => {
    const { user, token } = await patient();
    const res = await bearerSend(
      t.app,
      'POST',
      '/api/user/saveprofile',
      token,
      profileBody({ firstName: `Lay\u0000la ${MARK}` }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: { status: 'BadRequest', message: [`firstName: ${CONTROL}`], code: 'rule.controlCharError' },
      data: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Before');
    expect(row?.documentId).toBeNull();

    const audit = await refusals(res.headers['x-request-id'] as string);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'request.input',
      outcome: 'denied',
      reason: 'control_characters',
      userId: user.id,
      details: { method: 'POST', route: '/api/user/saveprofile', field: 'body.firstName' },
    });
    expect(JSON.stringify(audit)).not.toContain(MARK);
    expectNoMarkInLogs();
  });

  it('refuses the rest of C0, DEL and C1 in single-line fields, tab and line breaks included', async () => {
    const { user, token } = await patient();
    for (const bad of ['\u0001', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\t', '\n', '\r']) {
      const res = await bearerSend(
        t.app,
        'POST',
        '/api/user/saveprofile',
        token,
        profileBody({ lastName: `Had${bad}dad ${MARK}` }),
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message.message).toEqual([`lastName: ${CONTROL}`]);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Before');
    expectNoMarkInLogs();
  });

  it('refuses control characters in a query string and in a path segment', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/masterdata/fetchwpbase?brandName=${encodeURIComponent(`ya\u0000s${MARK}`)}`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message.message).toEqual([`brandName: ${CONTROL}`]);
    expect(await refusals(query.headers['x-request-id'] as string)).toMatchObject([
      { outcome: 'denied', reason: 'control_characters', details: { field: 'query.brandName' } },
    ]);

    const { token } = await patient();
    const path = await bearerSend(
      t.app,
      'POST',
      `/api/user/getpatientrecord/${encodeURIComponent(`1\u0000${MARK}`)}?familyMemberId=0`,
      token,
      {},
    );
    expect(path.statusCode).toBe(400);
    expect(path.json().message.message).toEqual([`userId: ${CONTROL}`]);
    expect(await refusals(path.headers['x-request-id'] as string)).toMatchObject([
      { outcome: 'denied', reason: 'control_characters', details: { field: 'params.userId' } },
    ]);
    expectNoMarkInLogs();
  });

  it('refuses a NUL in a password before any check: no failed sign-in is counted', async () => {
    const user = await createUser(t.db);
    const res = await identify(t.app, { ...user, password: `${user.password}\u0000${MARK}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toEqual([`password: ${CONTROL}`]);
    const [lockout] = await t.db.select().from(accountLockouts).where(eq(accountLockouts.userId, user.id));
    expect(lockout?.failedCount ?? 0).toBe(0);
    const signInAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.identify'), eq(auditLog.subject, `971${user.mobile}`)));
    expect(signInAudit).toEqual([]);
    // A password of printable characters, spaces and letters of any script is fine.
    const fancy = await identify(t.app, { ...user, password: 'pässwört 密码 ✓ x' });
    expect(fancy.statusCode).toBe(400);
    expect(fancy.json().message.message).not.toEqual([`password: ${CONTROL}`]);
    expectNoMarkInLogs();
  });

  it('lets a booking comment hold tab and line breaks, never a NUL', async () => {
    const aisha = await signInDemo(t.app, 'aisha');
    const slot = { ...AHMED, date: TOMORROW, start: '09:00', end: '09:15' };
    const refused = await aisha.post('/api/appointment/bookappointment', {
      ...bookingPayload(slot),
      comment: `Wheelchair\u0000 ${MARK}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message.message).toEqual([`comment: ${CONTROL}`]);
    const booked = await aisha.post('/api/appointment/bookappointment', {
      ...bookingPayload(slot),
      comment: 'Wheelchair, please.\r\nGate 2\tEast wing',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    // A control character in a name field of the same body is still refused.
    const named = await aisha.post('/api/appointment/bookappointment', {
      ...bookingPayload({ ...slot, start: '09:15', end: '09:30' }),
      kinFirstName: 'Sa\nra',
    });
    expect(named.statusCode).toBe(400);
    expectNoMarkInLogs();
  });
});

describe('text-direction controls in names', () => {
  const BIDI = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
  ];

  it('refuses them in the profile names with the rule text', async () => {
    const { user, token } = await patient();
    for (const mark of BIDI) {
      for (const field of ['firstName', 'lastName']) {
        const res = await bearerSend(
          t.app,
          'POST',
          '/api/user/saveprofile',
          token,
          profileBody({ [field]: `Ali${mark}exe.pdf` }),
        );
        expect(res.statusCode, `${field} ${mark.codePointAt(0)?.toString(16)}`).toBe(400);
        expect(res.json().message.message).toEqual([ruleMessageText.nameCharsError]);
      }
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Before');
    // Arabic and Latin names without such marks are fine.
    const ok = await bearerSend(
      t.app,
      'POST',
      '/api/user/saveprofile',
      token,
      profileBody({ firstName: 'ليلى', lastName: "O'Neil-Haddad" }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses them in the sign-up names and in the booking names', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    const res = await register(t.app, signUpBody(prospect, referenceId, otp, { lastName: 'Al\u2067 Ketbi' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toEqual([ruleMessageText.nameCharsError]);

    const aisha = await signInDemo(t.app, 'aisha');
    const booking = await aisha.post('/api/appointment/bookappointment', {
      ...bookingPayload({ ...AHMED, date: TOMORROW, start: '10:00', end: '10:15' }),
      kinLastName: 'Sa\u202eara',
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message.message).toEqual([ruleMessageText.nameCharsError]);
  });
});

describe('the error log', () => {
  it('keeps a failed query without its parameters or the values the database quotes', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${MARK}"`), {
      code: '22P02',
      severity: 'ERROR',
      detail: `Key (mobile)=(${MARK}) already exists.`,
      routine: 'string_to_uuid',
    });
    const failed = new DrizzleQueryError('update "users" set "first_name" = $1', [`Lay${MARK}la`], cause);
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain(MARK);
    expect(logged).toContain('update \\"users\\" set \\"first_name\\" = $1');
    expect(logged).toContain('22P02');
    expect(JSON.stringify(loggableError(cause))).not.toContain(MARK);
  });
});
