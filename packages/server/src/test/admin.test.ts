import {
  ADMIN_PAGE_SIZE,
  AdminPath,
  AdminText,
  adminListResponse,
  ROLE_ADMIN,
  ROLE_BROADCASTER,
  ROLE_PATIENT,
  ServerText,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, users } from '../db/schema';
import { type Credentials, createUser, identify, outbox, post, signIn, useTestApp } from './harness';

const t = useTestApp();

type Staff = Credentials & { id: number; token: string };

let seq = 0;
/** A staff member (or patient) of a facility, signed in. */
async function person(
  roleId: number,
  facilityId = 'AD10',
  overrides: { isActive?: boolean } = {},
): Promise<Staff> {
  seq += 1;
  const user = await createUser(t.db, {
    roleId,
    facilityId,
    firstName: `Staff${seq}`,
    lastName: 'Tester',
    email: `staff${seq}.${Date.now()}@example.com`,
  });
  const { token } = await signIn(t.app, user);
  if (overrides.isActive === false)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  return { ...user, token };
}

const list = (token: string | null, query = 'skip=0&take=15') =>
  t.app.inject({
    method: 'GET',
    url: `/api${AdminPath.list}?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const save = (token: string | null, body: unknown) =>
  post(t.app, `/api${AdminPath.save}`, body, token ? { bearer: token } : {});
const reset = (token: string | null, userId: number) =>
  post(t.app, `/api${AdminPath.resetPassword}`, { userId }, token ? { bearer: token } : {});

let mobileSeq = 0;
const form = () => {
  mobileSeq += 1;
  const mobile = `58${String(Date.now()).slice(-5)}${String(mobileSeq).padStart(3, '0')}`;
  return { id: 0, firstName: 'Salma', lastName: 'Al Nuaimi', mobile, email: `salma.${mobile}@example.com` };
};

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (action: string, actor: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, actor)));
const liveSessions = (userId: number) =>
  t.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .then((rows) => rows.filter((row) => row.revokedAt === null));
const byMobile = async (mobile: string) =>
  (await t.db.select().from(users).where(eq(users.mobile, mobile)))[0];
/** The default password the SMS carried (the development outbox keeps it as the message's secret). */
async function smsPassword(mobile: string) {
  const [message] = await outbox(t.app, { callingCode: '971', mobile });
  expect(message?.purpose).toBe('password');
  expect(message?.text).toContain(message?.code);
  return message?.code as string;
}

let admin: Staff;
let otherBrandAdmin: Staff;
beforeAll(async () => {
  admin = await person(ROLE_ADMIN, 'AD10');
  otherBrandAdmin = await person(ROLE_ADMIN, 'BM10');
});

describe('SECURITY test 6: admin routes need an active role-3 user', () => {
  const calls = [
    ['GET getadminlist', (token: string | null) => list(token)],
    ['POST saveadminuser', (token: string | null) => save(token, form())],
    ['POST resetadminpassword', (token: string | null) => reset(token, admin.id)],
  ] as const;

  it.each(calls)('%s: 401 without a session', async (_, call) => {
    const res = await call(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message.message).toEqual([ServerText.sessionExpired]);
  });

  it.each(calls)('%s: 403 for a patient and for role 2, audited, nothing changed', async (_, call) => {
    for (const roleId of [ROLE_PATIENT, ROLE_BROADCASTER]) {
      const caller = await person(roleId, 'AD10');
      const before = await t.db.select({ id: users.id }).from(users);
      const res = await call(caller.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatchObject({ status: 'Forbidden', code: 'auth.forbidden' });
      expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
      expect(await auditOf('authz', caller.id)).toEqual([
        expect.objectContaining({ outcome: 'denied', reason: 'role' }),
      ]);
    }
    expect((await userRow(admin.id))?.isDefaultPassword).toBe(false);
  });

  it.each(calls)('%s: 401 for an inactive admin', async (_, call) => {
    const inactive = await person(ROLE_ADMIN, 'AD10', { isActive: false });
    const res = await call(inactive.token);
    expect(res.statusCode).toBe(401);
    expect(await auditOf('authz', inactive.id)).toEqual([
      expect.objectContaining({ outcome: 'denied', reason: 'inactive_user' }),
    ]);
  });
});

describe('GET /user/getadminlist', () => {
  it("lists the staff (roles 2 and 3) of the admin's brand only, newest first, 15 a page", async () => {
    const broadcaster = await createUser(t.db, {
      roleId: ROLE_BROADCASTER,
      facilityId: 'AD10',
      firstName: 'Rania',
    });
    const patient = await createUser(t.db, { roleId: ROLE_PATIENT, facilityId: 'AD10' });
    const res = await list(admin.token, 'skip=0&take=15');
    expect(res.statusCode).toBe(200);
    const { data } = adminListResponse.parse(res.json());
    const ids = data.list.map((row) => row.id);
    expect(ids).toContain(admin.id);
    expect(ids).toContain(broadcaster.id);
    expect(ids).not.toContain(patient.id);
    expect(ids).not.toContain(otherBrandAdmin.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data.list.find((row) => row.id === broadcaster.id)).toEqual({
      id: broadcaster.id,
      firstName: 'Rania',
      lastName: expect.any(String),
      callingCode: '971',
      mobile: broadcaster.mobile,
      email: null,
      isActive: true,
      roleId: ROLE_BROADCASTER,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);

    const other = adminListResponse
      .parse((await list(otherBrandAdmin.token)).json())
      .data.list.map((r) => r.id);
    expect(other).toContain(otherBrandAdmin.id);
    expect(other).not.toContain(admin.id);
  });

  it('pages with skip and take, and refuses a take over 15', async () => {
    for (let i = 0; i < ADMIN_PAGE_SIZE + 1; i += 1) {
      await createUser(t.db, { roleId: ROLE_ADMIN, facilityId: 'AD10', firstName: 'Paged' });
    }
    const first = adminListResponse.parse((await list(admin.token, 'skip=0&take=15')).json()).data;
    expect(first.list).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(ADMIN_PAGE_SIZE);
    const second = adminListResponse.parse((await list(admin.token, 'skip=15&take=15')).json()).data;
    expect(second.list.length).toBeGreaterThan(0);
    expect(second.list.map((r) => r.id).filter((id) => first.list.some((r) => r.id === id))).toEqual([]);
    expect((await list(admin.token, 'skip=0&take=16')).statusCode).toBe(400);
  });

  it('searches names, mobile and e-mail; % and _ are plain characters', async () => {
    const found = await createUser(t.db, {
      roleId: ROLE_BROADCASTER,
      facilityId: 'AD10',
      firstName: 'Zubaida',
    });
    const rows = async (filterKey: string) =>
      adminListResponse
        .parse((await list(admin.token, `skip=0&take=15&filterKey=${encodeURIComponent(filterKey)}`)).json())
        .data.list.map((r) => r.id);
    expect(await rows('zubai')).toEqual([found.id]);
    // First and last name as one: 'Zubaida Patient ...'.
    expect(await rows('zubaida pat')).toEqual([found.id]);
    expect(await rows(found.mobile.slice(-6))).toEqual([found.id]);
    expect(await rows('%%%')).toEqual([]);
  });
});

describe('POST /user/saveadminuser: add', () => {
  it("adds an admin of the admin's facility with a default password sent by SMS, never answered, audited", async () => {
    const input = form();
    const res = await save(admin.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: { status: 'Success', message: [AdminText.saved], code: 'admin.saved' },
      data: null,
    });
    const row = await byMobile(input.mobile);
    expect(row).toMatchObject({
      roleId: ROLE_ADMIN,
      facilityId: 'AD10',
      isDefaultPassword: true,
      isActive: true,
      firstName: 'Salma',
      email: input.email,
    });
    const password = await smsPassword(input.mobile);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(res.body).not.toContain(password);
    const [entry] = await auditOf('admin.add', admin.id);
    expect(entry?.details).toEqual({ targetUserId: row?.id });
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(password);

    // The new admin signs in with it and is told to change it.
    const session = await signIn(t.app, { callingCode: '971', mobile: input.mobile, password });
    expect(session.login.json().data).toMatchObject({ isDefaultPassword: true, roleId: ROLE_ADMIN });
  });

  const refusals: Array<[string, Record<string, unknown>, keyof typeof AdminText]> = [
    ['no first name', { firstName: '  ' }, 'allFieldsRequired'],
    ['no last name', { lastName: '' }, 'allFieldsRequired'],
    ['no e-mail', { email: '' }, 'allFieldsRequired'],
    ['no mobile', { mobile: undefined }, 'allFieldsRequired'],
    ['a first name of 51 letters', { firstName: 'A'.repeat(51) }, 'allFieldsRequired'],
    ['an e-mail without a domain', { email: 'salma@example' }, 'invalidEmail'],
    ['a mobile of 7 digits', { mobile: '5012345' }, 'invalidMobile'],
    ['a mobile of 11 digits', { mobile: '50123456789' }, 'invalidMobile'],
    ['a mobile with a letter', { mobile: '50123456a' }, 'invalidMobile'],
  ];
  it.each(refusals)('refuses %s with its message, storing nothing', async (_, change, name) => {
    const input = { ...form(), ...change };
    const before = await t.db.select({ id: users.id }).from(users);
    const res = await save(admin.token, input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({ message: [AdminText[name]], code: `admin.${name}` });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it("refuses another account's mobile or e-mail (any case) as Duplicate, storing nothing", async () => {
    const patient = await createUser(t.db, { roleId: ROLE_PATIENT, email: 'Taken.Mail@example.com' });
    for (const change of [{ mobile: patient.mobile }, { email: 'taken.mail@EXAMPLE.com' }]) {
      const input = { ...form(), ...change };
      const before = await t.db.select({ id: users.id }).from(users);
      const res = await save(admin.token, input);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toEqual({
        status: 'Duplicate',
        message: [AdminText.duplicate],
        code: 'admin.duplicate',
      });
      expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    }
  });

  it('refuses a role given in the body: a new user is an admin', async () => {
    const input = form();
    expect((await save(admin.token, { ...input, roleId: ROLE_PATIENT })).statusCode).toBe(200);
    expect((await byMobile(input.mobile))?.roleId).toBe(ROLE_ADMIN);
  });
});

describe('POST /user/saveadminuser: edit and the Active toggle', () => {
  async function added() {
    const input = form();
    expect((await save(admin.token, input)).statusCode).toBe(200);
    const row = await byMobile(input.mobile);
    return { ...input, id: row?.id as number, password: await smsPassword(input.mobile) };
  }

  it('edits names, mobile and e-mail, keeping the role and the password; audited', async () => {
    const user = await added();
    const change = { ...user, firstName: 'Salwa', mobile: form().mobile, email: 'salwa.edit@example.com' };
    const res = await save(admin.token, change);
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      firstName: 'Salwa',
      mobile: change.mobile,
      email: 'salwa.edit@example.com',
      roleId: ROLE_ADMIN,
      isActive: true,
    });
    expect((await auditOf('admin.update', admin.id)).map((e) => e.details)).toContainEqual({
      targetUserId: user.id,
    });
  });

  it("refuses another brand's staff and a patient with 404, audited, changing nothing", async () => {
    const patient = await createUser(t.db, { roleId: ROLE_PATIENT, facilityId: 'AD10' });
    for (const target of [otherBrandAdmin.id, patient.id, 999_999]) {
      const before = await userRow(target);
      const res = await save(admin.token, { ...form(), id: target, isActive: false });
      expect(res.statusCode).toBe(404);
      expect(res.json().message.code).toBe('admin.notFound');
      expect(await userRow(target)).toEqual(before);
      const resetRes = await reset(admin.token, target);
      expect(resetRes.statusCode).toBe(404);
      expect(resetRes.json().message).toMatchObject({
        status: 'NotFound',
        message: [AdminText.userInactive],
      });
    }
    const denied = (await auditOf('authz', admin.id)).filter((e) => e.reason === 'not_staff_of_brand');
    expect(denied.map((e) => e.details?.targetUserId)).toEqual(
      expect.arrayContaining([otherBrandAdmin.id, patient.id, 999_999]),
    );
    expect((await userRow(otherBrandAdmin.id))?.isDefaultPassword).toBe(false);
  });

  it('refuses a duplicate on edit too', async () => {
    const first = await added();
    const second = await added();
    const res = await save(admin.token, { ...second, email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect((await userRow(second.id))?.email).toBe(second.email);
  });

  it('deactivating ends the sessions at once and the user cannot sign in; reactivating lets them in again', async () => {
    const user = await added();
    const credentials = { callingCode: '971', mobile: user.mobile, password: user.password };
    const session = await signIn(t.app, credentials);
    expect((await list(session.token)).statusCode).toBe(200);

    const off = await save(admin.token, { ...user, isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await userRow(user.id))?.isActive).toBe(false);
    expect(await liveSessions(user.id)).toEqual([]);
    expect((await list(session.token)).statusCode).toBe(401);
    const refused = await identify(t.app, credentials);
    expect(refused.json().message.status).not.toBe('Success');
    expect((await auditOf('admin.deactivate', admin.id)).map((e) => e.details)).toContainEqual({
      targetUserId: user.id,
    });

    // Reset of an inactive user: 'User are inactive', nothing sent.
    const sentBefore = (await outbox(t.app, credentials)).length;
    const resetRes = await reset(admin.token, user.id);
    expect(resetRes.statusCode).toBe(404);
    expect(resetRes.json().message).toMatchObject({ status: 'NotFound', code: 'admin.userInactive' });
    expect(await outbox(t.app, credentials)).toHaveLength(sentBefore);

    const on = await save(admin.token, { ...user, isActive: true });
    expect(on.statusCode).toBe(200);
    expect((await auditOf('admin.activate', admin.id)).map((e) => e.details)).toContainEqual({
      targetUserId: user.id,
    });
    expect((await signIn(t.app, credentials)).token).toBeTruthy();
  });

  it('an admin cannot deactivate or reset themselves', async () => {
    const me = await person(ROLE_ADMIN, 'AD10');
    const row = await userRow(me.id);
    const res = await save(me.token, {
      id: me.id,
      firstName: row?.firstName,
      lastName: row?.lastName,
      mobile: me.mobile,
      email: row?.email,
      isActive: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({ status: 'Invalid', code: 'admin.ownAccount' });
    expect((await userRow(me.id))?.isActive).toBe(true);
    expect((await reset(me.token, me.id)).statusCode).toBe(400);
    expect((await list(me.token)).statusCode).toBe(200);
  });
});

describe('POST /user/resetadminpassword', () => {
  it('sets a new default password by SMS, ends every session, and only the new password signs in', async () => {
    const input = form();
    await save(admin.token, input);
    const user = await byMobile(input.mobile);
    const first = await smsPassword(input.mobile);
    const credentials = { callingCode: '971', mobile: input.mobile, password: first };
    const session = await signIn(t.app, credentials);
    // The user changes the default password, as the forced dialog makes them.
    const changed = await post(
      t.app,
      '/api/auth/changepassword',
      { oldPassword: first, newPassword: 'Chosen@2026' },
      { bearer: session.token },
    );
    expect(changed.statusCode).toBe(200);
    expect((await userRow(user?.id as number))?.isDefaultPassword).toBe(false);

    const res = await reset(admin.token, user?.id as number);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual({
      status: 'Success',
      message: [AdminText.passwordReset],
      code: 'admin.passwordReset',
    });
    const second = await smsPassword(input.mobile);
    expect(second).not.toBe(first);
    expect(res.body).not.toContain(second);
    expect(await userRow(user?.id as number)).toMatchObject({ isDefaultPassword: true });
    expect(await liveSessions(user?.id as number)).toEqual([]);
    expect((await list(session.token)).statusCode).toBe(401);
    const resets = await auditOf('admin.resetPassword', admin.id);
    expect(resets.map((e) => e.details)).toContainEqual({ targetUserId: user?.id });

    const old = await identify(t.app, { ...credentials, password: 'Chosen@2026' });
    expect(old.json().message.status).not.toBe('Success');
    const next = await signIn(t.app, { ...credentials, password: second });
    expect(next.login.json().data.isDefaultPassword).toBe(true);
  });
});
