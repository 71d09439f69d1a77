/**
 * SECURITY.md identity proof: a pending registration or password reset is bound to the request
 * that created it. A second request for the same mobile neither sees nor changes the first one's
 * reference or details, and a code sent for one reference completes no other.
 */
import { ServerText } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationProspects } from '../db/schema';
import { createUser, outbox, post, useTestApp } from './harness';
import {
  codeFor,
  emiratesId,
  identifyRegistration,
  newProspect,
  register,
  resetPassword,
  sendOtpForPassword,
  signUpBody,
  verifyRegistration,
} from './identity';

const t = useTestApp();

const REFUSED = { validOtp: false, prospectUser: null };
const INVALID_OTP = {
  message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
  data: null,
};
const DOB = '1992-06-15';

let nextIp = 0;
/** Each party from its own address: the per-address SMS budget is not what these tests are about. */
const fromIp = () => {
  nextIp += 1;
  return { ip: `10.77.0.${nextIp}` };
};

async function prospectRow(referenceId: string) {
  const [row] = await t.db
    .select()
    .from(registrationProspects)
    .where(eq(registrationProspects.id, referenceId));
  return row;
}

describe('pending registrations are bound to their request', () => {
  it('a second identify for the same mobile within 60 s neither answers nor changes the first reference', async () => {
    const owner = newProspect({ dateOfBirth: '1994-07-21' });
    const first = await identifyRegistration(t.app, owner, {}, fromIp());
    expect(first.statusCode).toBe(200);
    const referenceId = first.json().data.referenceId as string;
    const ownerCode = await codeFor(t.app, owner);
    const before = await prospectRow(referenceId);

    // Someone else types the same mobile with their own document 10 s later (no reference of theirs).
    t.clock.advance({ seconds: 10 });
    const intruder = { ...owner, dateOfBirth: '1990-01-01', documentId: emiratesId(1990) };
    const second = await identifyRegistration(t.app, intruder, {}, fromIp());
    expect(second.json().data?.referenceId ?? null).not.toBe(referenceId);
    expect(second.statusCode).toBe(429);
    expect(second.json().message.message).toEqual([ServerText.otpResendTooSoon]);
    // Guessing the first reference as "their" resend changes nothing either.
    const guessed = await identifyRegistration(t.app, intruder, { referenceId }, fromIp());
    expect(guessed.json().data?.referenceId ?? null).not.toBe(referenceId);
    expect(await outbox(t.app, owner)).toHaveLength(1);

    const after = await prospectRow(referenceId);
    expect(after).toEqual(before);
    const verified = await verifyRegistration(t.app, referenceId, ownerCode);
    expect(verified.json().data).toMatchObject({
      validOtp: true,
      prospectUser: { dateOfBirth: owner.dateOfBirth, documentNumber: owner.documentId },
    });
  });

  it('a later request gets its own reference; each reference keeps its details and takes only its own code', async () => {
    const owner = newProspect({ dateOfBirth: '1994-07-21' });
    const mine = (await identifyRegistration(t.app, owner, {}, fromIp())).json().data.referenceId as string;
    const myCode = await codeFor(t.app, owner);

    t.clock.advance({ seconds: 61 });
    const intruder = { ...owner, dateOfBirth: '1990-01-01', documentId: emiratesId(1990) };
    const theirs = await identifyRegistration(t.app, intruder, {}, fromIp());
    expect(theirs.statusCode).toBe(200);
    const other = theirs.json().data.referenceId as string;
    expect(other).not.toBe(mine);
    const otherCode = await codeFor(t.app, intruder);

    // Details stay with their own reference.
    expect(await prospectRow(mine)).toMatchObject({
      dateOfBirth: owner.dateOfBirth,
      documentId: owner.documentId,
    });
    expect(await prospectRow(other)).toMatchObject({
      dateOfBirth: intruder.dateOfBirth,
      documentId: intruder.documentId,
    });

    // A code completes only the reference it was sent for.
    if (myCode !== otherCode) {
      expect((await verifyRegistration(t.app, other, myCode)).json().data).toEqual(REFUSED);
      expect((await verifyRegistration(t.app, mine, otherCode)).json().data).toEqual(REFUSED);
    }
    // The later request did not retire the earlier one: the first code still verifies, with its details.
    const verified = await verifyRegistration(t.app, mine, myCode);
    expect(verified.json().data).toMatchObject({
      validOtp: true,
      prospectUser: { dateOfBirth: owner.dateOfBirth, documentNumber: owner.documentId },
    });
    const verifiedOther = await verifyRegistration(t.app, other, otherCode);
    expect(verifiedOther.json().data).toMatchObject({
      validOtp: true,
      prospectUser: { dateOfBirth: intruder.dateOfBirth, documentNumber: intruder.documentId },
    });

    // Registering takes the reference's own details and the code that verified it, nothing else.
    if (myCode !== otherCode) {
      const crossed = await register(t.app, signUpBody(intruder, other, myCode), fromIp());
      expect(crossed.statusCode).toBe(400);
    }
    const mixed = await register(t.app, signUpBody(intruder, mine, myCode), fromIp());
    expect(mixed.statusCode).toBe(400);
    const done = await register(t.app, signUpBody(owner, mine, myCode), fromIp());
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ mobile: owner.mobile });
  });

  it('a resend naming its own reference is held within 60 s and afterwards replaces only that reference', async () => {
    const owner = newProspect();
    const mine = (await identifyRegistration(t.app, owner, {}, fromIp())).json().data.referenceId as string;
    t.clock.advance({ seconds: 20 });
    const held = await identifyRegistration(t.app, owner, { referenceId: mine }, fromIp());
    expect(held.json().data.referenceId).toBe(mine);
    expect(await outbox(t.app, owner)).toHaveLength(1);

    t.clock.advance({ seconds: 41 });
    const resent = await identifyRegistration(t.app, owner, { referenceId: mine }, fromIp());
    const fresh = resent.json().data.referenceId as string;
    expect(fresh).not.toBe(mine);
    const freshCode = await codeFor(t.app, owner);
    expect(await outbox(t.app, owner)).toHaveLength(2);
    const [oldSms] = (await outbox(t.app, owner)).slice(1);
    // The replaced reference is dead, the new one carries the same details.
    expect((await verifyRegistration(t.app, mine, oldSms?.code as string)).json().data).toEqual(REFUSED);
    expect(await prospectRow(fresh)).toMatchObject({ documentId: owner.documentId });
    expect((await verifyRegistration(t.app, fresh, freshCode)).json().data.validOtp).toBe(true);
  });
});

describe('password resets are bound to their request', () => {
  it('a second reset request does not retire the code of the first', async () => {
    const user = await createUser(t.db);
    expect((await sendOtpForPassword(t.app, user, DOB, fromIp())).statusCode).toBe(200);
    const firstCode = await codeFor(t.app, user);
    t.clock.advance({ seconds: 61 });
    expect((await sendOtpForPassword(t.app, user, DOB, fromIp())).statusCode).toBe(200);
    expect(await outbox(t.app, user)).toHaveLength(2);

    const check = await post(t.app, '/api/user/verifyotp', {
      callingCode: user.callingCode,
      mobile: user.mobile,
      otp: firstCode,
    });
    expect(check.json().data).toEqual({ validOtp: true });
    const reset = await resetPassword(t.app, user, firstCode, 'Fresh@2026pw');
    expect(reset.statusCode).toBe(200);
  });

  it('a wrong code spends a try of every live reset challenge of the number: 5 kill them all', async () => {
    const user = await createUser(t.db);
    await sendOtpForPassword(t.app, user, DOB, fromIp());
    t.clock.advance({ seconds: 61 });
    await sendOtpForPassword(t.app, user, DOB, fromIp());
    const codes = (await outbox(t.app, user)).map((m) => m.code as string);
    expect(codes).toHaveLength(2);
    let wrong = '000000';
    while (codes.includes(wrong)) wrong = String(Number(wrong) + 1).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await resetPassword(t.app, user, wrong, 'Fresh@2026pw')).json()).toEqual(INVALID_OTP);
    }
    for (const code of codes) {
      expect((await resetPassword(t.app, user, code, 'Fresh@2026pw')).json()).toEqual(INVALID_OTP);
    }
  });
});
