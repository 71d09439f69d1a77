import {
  AccountText,
  profileResponse,
  ruleMessageText,
  ServerText,
  sessionResponse,
  uploadProfileImageResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, authSessions, familyMembers, userFiles, users } from '../db/schema';
import { createUser, identify, login, post, refreshCookieOf, signIn, useTestApp } from './harness';
import {
  bearerGet,
  bearerSend,
  emiratesId,
  identifyRegistration,
  JPEG,
  newProspect,
  PNG_SIGNATURE,
  pngOfSize,
  refresh,
  SVG,
  upload,
  WINDOWS_EXE,
} from './identity';

const t = useTestApp();

const NOT_FOUND = {
  message: { status: 'NotFound', message: [ServerText.notFound], code: 'auth.notFound' },
  data: null,
};

async function patient(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const session = await signIn(t.app, user);
  return { user, ...session };
}

let nextPassport = 0;
/** A passport number no other test uses: documents are unique across live accounts. */
const passport = () => {
  nextPassport += 1;
  return `P${process.pid % 1000}${String(nextPassport).padStart(5, '0')}`;
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

describe('GET /api/user/session', () => {
  it('answers the session fields as they are now; 401 without a bearer', async () => {
    const { token, user } = await patient();
    const res = await bearerGet(t.app, '/api/user/session', token);
    expect(res.statusCode).toBe(200);
    expect(sessionResponse.parse(res.json()).data).toMatchObject({
      userId: user.id,
      isDOBAvailable: true,
      facilityId: 'AD10',
      vblog: 'aldhannah',
      uaeUser: '0',
    });
    expect((await bearerGet(t.app, '/api/user/session')).statusCode).toBe(401);
  });
});

describe('complete-profile gate', () => {
  it('saves the date of birth, then the facility; the session fields follow', async () => {
    const created = await createUser(t.db);
    await t.db.update(users).set({ dateOfBirth: null, facilityId: null }).where(eq(users.id, created.id));
    const { token, login: first } = await signIn(t.app, created);
    expect(first.json().data).toMatchObject({ isDOBAvailable: false, facilityId: null });

    const dob = await bearerSend(t.app, 'PUT', '/api/user/savedob', token, { dateOfBirth: '1991-01-31' });
    expect(dob.statusCode).toBe(200);
    expect(sessionResponse.parse(dob.json())).toMatchObject({
      message: { status: 'Success', message: [] },
      data: { isDOBAvailable: true, facilityId: null },
    });
    const facility = await bearerSend(t.app, 'PUT', '/api/user/savefacility', token, { facilityId: 'BM10' });
    expect(facility.statusCode).toBe(200);
    expect(facility.json()).toMatchObject({
      message: { status: 'Success', message: [] },
      data: { isDOBAvailable: true, facilityId: 'BM10', vblog: 'colab' },
    });
    expect((await bearerGet(t.app, '/api/user/session', token)).json().data).toMatchObject({
      isDOBAvailable: true,
      facilityId: 'BM10',
    });
    expect((await bearerGet(t.app, '/api/user/profile', token)).json().data.dateOfBirth).toBe('1991-01-31');
  });

  it('refuses a bad date, a future date, and a date that breaks the Emirates ID', async () => {
    const created = await createUser(t.db);
    await t.db
      .update(users)
      .set({ dateOfBirth: null, documentTypeId: 1, documentId: emiratesId(1988) })
      .where(eq(users.id, created.id));
    const { token } = await signIn(t.app, created);
    const cases: [unknown, number, string][] = [
      [{ dateOfBirth: '31/01/1988' }, 400, ruleMessageText.validDobError],
      [{}, 400, ruleMessageText.validDobError],
      [{ dateOfBirth: '2026-03-03' }, 400, ruleMessageText.dobRangeError],
      [{ dateOfBirth: '1989-01-31' }, 400, ruleMessageText.emiratesIdDobError],
    ];
    for (const [body, status, text] of cases) {
      const res = await bearerSend(t.app, 'PUT', '/api/user/savedob', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message.message, JSON.stringify(body)).toEqual([text]);
    }
    const ok = await bearerSend(t.app, 'PUT', '/api/user/savedob', token, { dateOfBirth: '1988-01-31' });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a facility that is no hospital location with 'Error in update facility id'", async () => {
    const { token } = await patient();
    const unknown = await bearerSend(t.app, 'PUT', '/api/user/savefacility', token, { facilityId: 'XX99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: {
        status: 'Invalid',
        message: [AccountText.updateFacilityError],
        code: 'account.updateFacilityError',
      },
      data: null,
    });
    const empty = await bearerSend(t.app, 'PUT', '/api/user/savefacility', token, { facilityId: '' });
    expect(empty.json().message.message).toEqual([ruleMessageText.hospitalRequired]);
    expect(
      (await bearerSend(t.app, 'PUT', '/api/user/savefacility', undefined, { facilityId: 'AD10' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/user/saveprofile', () => {
  it('saves the personal details and answers the profile; the mobile stays', async () => {
    const { token, user } = await patient();
    const documentId = passport();
    const res = await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, {
      ...profileBody({ documentId: documentId.toLowerCase() }),
      mobile: '500000000',
    });
    expect(res.statusCode).toBe(200);
    expect(profileResponse.parse(res.json()).data).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.com',
      mobile: user.mobile,
      callingCode: '971',
      dateOfBirth: '1992-06-15',
      genderId: 2,
      countryId: 3,
      documentTypeId: 4,
      documentId,
      profileImgUrl: null,
    });
    const session = await bearerGet(t.app, '/api/user/session', token);
    expect(session.json().data).toMatchObject({ firstName: 'Layla', countryCode: 'JO', gender: 'Female' });
  });

  it('checks the section 5 profile rules', async () => {
    const { token } = await patient();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, ruleMessageText.allFieldsRequired],
      [{ lastName: 'x'.repeat(51) }, ruleMessageText.nameLengthError],
      [{ email: 'layla.example.com' }, ruleMessageText.emailValidError],
      [{ dateOfBirth: '2030-01-01' }, ruleMessageText.dobRangeError],
      [{ dateOfBirth: '15/06/1992' }, ruleMessageText.dobFormatError],
      [{ documentId: 'P12' }, ruleMessageText.docIdInvalidError],
      [{ documentTypeId: 1, documentId: '784-1990-1234567-1' }, ruleMessageText.emiratesIdDobError],
      [{ documentTypeId: 1, documentId: '784-1992-123' }, ruleMessageText.emiratesIdError],
      [{ genderId: null }, ruleMessageText.allFieldsRequired],
    ];
    for (const [change, text] of cases) {
      const res = await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, profileBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message.message, JSON.stringify(change)).toEqual([text]);
    }
    const unknownCountry = await bearerSend(
      t.app,
      'POST',
      '/api/user/saveprofile',
      token,
      profileBody({ countryId: 9999 }),
    );
    expect(unknownCountry.json().message.message).toEqual([AccountText.invalidSelection]);
  });

  it('keeps document type and id once set, and refuses a document another account holds', async () => {
    const { token } = await patient();
    const taken = await bearerSend(
      t.app,
      'POST',
      '/api/user/saveprofile',
      token,
      profileBody({ documentTypeId: 1, documentId: DEMO_USERS.aisha.documentId, dateOfBirth: '1990-04-12' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toEqual({
      status: 'Duplicate',
      message: [AccountText.documentAlreadyRegistered],
      code: 'account.documentAlreadyRegistered',
    });

    const documentId = passport();
    const mine = await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, profileBody({ documentId }));
    expect(mine.statusCode).toBe(200);
    const changed = await bearerSend(
      t.app,
      'POST',
      '/api/user/saveprofile',
      token,
      profileBody({ documentId: passport() }),
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toEqual({
      status: 'Invalid',
      message: [AccountText.documentLocked],
      code: 'account.documentLocked',
    });
  });

  it('lets a UAE PASS account save only what it may change (403 otherwise, audited)', async () => {
    const { token, user } = await patient();
    const documentId = passport();
    const body = (change = {}) => profileBody({ documentId, ...change });
    expect((await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, body())).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ uaePassUuid: `uae-p-${user.id}` })
      .where(eq(users.id, user.id));
    const same = await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, body());
    expect(same.statusCode).toBe(200);
    for (const change of [
      { firstName: 'Other' },
      { email: 'x@example.com' },
      { genderId: 1 },
      { countryId: 1 },
    ]) {
      const res = await bearerSend(t.app, 'POST', '/api/user/saveprofile', token, body(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().message).toEqual({
        status: 'Forbidden',
        message: [AccountText.uaePassProfileLocked],
        code: 'account.uaePassProfileLocked',
      });
    }
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.reason, 'uae_pass_fields')));
    expect(rows).toHaveLength(4);
    const dob = await bearerSend(t.app, 'PUT', '/api/user/savedob', token, { dateOfBirth: '1992-06-16' });
    expect(dob.statusCode).toBe(403);
  });
});

describe('profile image (SECURITY test 7)', () => {
  it('stores a PNG under a random name and serves it back to its owner only as an attachment', async () => {
    const { token, user } = await patient();
    const image = pngOfSize(4096);
    const res = await upload(t.app, token, 'me.png', image, 'image/png');
    expect(res.statusCode).toBe(200);
    const { data } = uploadProfileImageResponse.parse(res.json());
    expect(data.profileImgFileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(data.profileImgUrl).toBe(`/user/getdocument?fileName=${data.profileImgFileName}`);

    const file = await bearerGet(t.app, `/api${data.profileImgUrl}`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${data.profileImgFileName}"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(image)).toBe(true);
    // In the file storage (adapters/storage) under that name, not in the database.
    expect((await t.app.portal.storage.get(data.profileImgFileName))?.equals(image)).toBe(true);

    const session = (await bearerGet(t.app, '/api/user/session', token)).json().data;
    expect(session).toMatchObject({
      profileImgFileName: data.profileImgFileName,
      profileImgUrl: data.profileImgUrl,
    });

    // A new image replaces the old one.
    const jpeg = await upload(t.app, token, 'Me.JPG', JPEG, 'image/jpeg');
    expect(jpeg.statusCode).toBe(200);
    const rows = await t.db.select().from(userFiles).where(eq(userFiles.userId, user.id));
    expect(rows.map((r) => r.contentType)).toEqual(['image/jpeg']);
    expect((await bearerGet(t.app, `/api${data.profileImgUrl}`, token)).statusCode).toBe(404);
    expect(await t.app.portal.storage.get(data.profileImgFileName)).toBeNull();
    const [replacement] = rows;

    const removed = await bearerSend(t.app, 'DELETE', '/api/user/removeprofileimage', token);
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(userFiles).where(eq(userFiles.userId, user.id))).toEqual([]);
    expect(await t.app.portal.storage.get(replacement?.fileName ?? '')).toBeNull();
    expect((await bearerGet(t.app, '/api/user/session', token)).json().data).toMatchObject({
      profileImgFileName: null,
      profileImgUrl: null,
    });
  });

  it('takes exactly 2,048,000 bytes and refuses 2,048,001', async () => {
    const { token } = await patient();
    expect((await upload(t.app, token, 'big.png', pngOfSize(2_048_000))).statusCode).toBe(200);
    const over = await upload(t.app, token, 'big.png', pngOfSize(2_048_001));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: { status: 'BadRequest', message: [ruleMessageText.docSizeError], code: 'rule.docSizeError' },
      data: null,
    });
  });

  it('refuses a renamed executable, SVG, other types, path names and an empty file', async () => {
    const { token, user } = await patient();
    const cases: [string, Buffer, string][] = [
      ['photo.png', WINDOWS_EXE, ruleMessageText.imgFormatError],
      ['photo.jpg', WINDOWS_EXE, ruleMessageText.imgFormatError],
      ['setup.exe', WINDOWS_EXE, ruleMessageText.imgFormatError],
      ['logo.svg', SVG, ruleMessageText.imgFormatError],
      ['logo.png', SVG, ruleMessageText.imgFormatError],
      ['photo.jpg', pngOfSize(100), ruleMessageText.imgFormatError],
      ['report.pdf', Buffer.from('%PDF-1.7\n...'), ruleMessageText.imgFormatError],
      ['../evil.png', pngOfSize(100), ruleMessageText.imgFormatError],
      ['../../etc/passwd.png', pngOfSize(100), ruleMessageText.imgFormatError],
      ['..\\evil.png', pngOfSize(100), ruleMessageText.imgFormatError],
      ['/tmp/evil.png', pngOfSize(100), ruleMessageText.imgFormatError],
      ['png', pngOfSize(100), ruleMessageText.imgFormatError],
      ['empty.png', Buffer.alloc(0), ruleMessageText.imgFormatError],
      ['short.png', PNG_SIGNATURE.subarray(0, 4), ruleMessageText.imgFormatError],
    ];
    for (const [name, content, text] of cases) {
      const res = await upload(t.app, token, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message.message, name).toEqual([text]);
    }
    expect(await t.db.select().from(userFiles).where(eq(userFiles.userId, user.id))).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'profile.image.upload')));
    expect(audited).toHaveLength(cases.length);
    expect(audited.every((row) => row.outcome === 'failure')).toBe(true);

    const notMultipart = await bearerSend(t.app, 'POST', '/api/user/uploadprofileimage', token, {
      file: 'x',
    });
    expect(notMultipart.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/uploadprofileimage' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses path names at getdocument', async () => {
    const { token } = await patient();
    for (const name of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'x.png', '']) {
      const res = await bearerGet(t.app, `/api/user/getdocument?fileName=${name}`, token);
      expect(res.statusCode, name).toBe(400);
    }
  });

  it("IDOR: patient A cannot fetch or remove B's image; the attempt is audited (SECURITY test 3)", async () => {
    const a = await patient();
    const b = await patient();
    const uploaded = await upload(t.app, b.token, 'b.png', pngOfSize(256));
    const fileName = uploaded.json().data.profileImgFileName as string;

    const stolen = await bearerGet(t.app, `/api/user/getdocument?fileName=${fileName}`, a.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(NOT_FOUND);
    const unknown = await bearerGet(
      t.app,
      '/api/user/getdocument?fileName=00000000-0000-4000-8000-000000000000.png',
      a.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, a.user.id), eq(auditLog.action, 'authz')));
    expect(rows.map((r) => [r.outcome, r.reason, (r.details as { fileName?: string }).fileName])).toEqual([
      ['denied', 'not_owner', fileName],
      ['denied', 'unknown_file', '00000000-0000-4000-8000-000000000000.png'],
    ]);

    expect((await bearerSend(t.app, 'DELETE', '/api/user/removeprofileimage', a.token)).statusCode).toBe(200);
    expect((await bearerGet(t.app, `/api/user/getdocument?fileName=${fileName}`, b.token)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/auth/deleteaccount', () => {
  it('erases the account in one go: sign-in, refresh and every token fail afterwards; audit rows stay', async () => {
    const created = await createUser(t.db);
    const other = await signIn(t.app, created);
    t.clock.advance({ seconds: 61 });
    const mine = await signIn(t.app, created);
    expect((await upload(t.app, mine.token, 'me.png', pngOfSize(128))).statusCode).toBe(200);
    await t.db.insert(familyMembers).values({
      userId: created.id,
      firstName: 'Child',
      lastName: 'Of Deleted',
      dateOfBirth: '2018-03-04',
      callingCode: created.callingCode,
      mobile: created.mobile,
    });

    const res = await post(t.app, '/api/auth/deleteaccount', undefined, {
      bearer: mine.token,
      cookie: mine.refresh,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: { status: 'Success', message: [AccountText.accountDeleted], code: 'account.accountDeleted' },
      data: null,
    });
    expect(refreshCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });

    t.clock.advance({ seconds: 61 });
    const again = await identify(t.app, created);
    expect(again.json()).toEqual({
      message: {
        status: 'NotFound',
        message: [ServerText.userNotRegistered],
        code: 'auth.userNotRegistered',
      },
      data: { isExistingUser: false, otpSent: false, otpValidity: 0, referenceId: null },
    });
    expect((await login(t.app, created, '123456')).statusCode).toBe(400);
    expect((await refresh(t.app, mine.refresh)).statusCode).toBe(401);
    expect((await refresh(t.app, other.refresh)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/profile', other.token)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/session', mine.token)).statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      email: null,
      mobile: '',
      passwordHash: null,
      dateOfBirth: null,
      documentId: null,
      isActive: false,
      deletedAt: expect.any(Date),
    });
    expect(await t.db.select().from(userFiles).where(eq(userFiles.userId, created.id))).toEqual([]);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.userId, created.id))).toEqual([]);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, created.id))).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.userId, created.id));
    expect(audit.length).toBeGreaterThan(3);
    expect(audit.some((r) => r.action === 'account.delete' && r.outcome === 'success')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(created.mobile);

    // The number is free for a new registration.
    const prospect = newProspect({ mobile: created.mobile });
    expect((await identifyRegistration(t.app, prospect)).json().data.otpSent).toBe(true);
  });

  it('needs a bearer', async () => {
    const res = await post(t.app, '/api/auth/deleteaccount');
    expect(res.statusCode).toBe(401);
  });
});
