import {
  type Envelope,
  type IdentifyData,
  Messages,
  makeIdentifyRegistrationRequest,
  Status,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayOf } from '../../clock';
import type { AppDb } from '../../db/index';
import { ApiError, answer, success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { documentHolder } from '../../services/accounts';
import { takeSignInAttempt } from '../../services/credentials';
import { sendCode } from '../../services/otp-send';
import { findUserByMobile } from '../../services/users';
import { findProspect, insertProspect } from './repository';

export const registrationFailed = () =>
  new ApiError(400, Status.Invalid, [Messages.account.registrationFailed]);
export const documentTaken = () =>
  new ApiError(409, Status.Duplicate, [Messages.account.documentAlreadyRegistered]);
export const mobileTaken = () =>
  new ApiError(409, Status.Duplicate, [Messages.account.mobileAlreadyRegistered]);

/**
 * The reference a registration identify names as its own (a resend), or null: an unverified
 * prospect of the same number with the same date of birth and document. Anything else is a new
 * request, which gets its own reference and leaves the named one as it is.
 */
async function ownReference(
  db: AppDb,
  body: {
    referenceId?: string | null | undefined;
    callingCode: string;
    mobile: string;
    dateOfBirth: string;
    documentTypeId: number;
    documentId: string;
  },
): Promise<string | null> {
  if (!body.referenceId) return null;
  const prospect = await findProspect(db, body.referenceId);
  const same =
    prospect !== undefined &&
    prospect.verifiedAt === null &&
    prospect.callingCode === body.callingCode &&
    prospect.mobile === body.mobile &&
    prospect.dateOfBirth === body.dateOfBirth &&
    prospect.documentTypeId === body.documentTypeId &&
    prospect.documentId === body.documentId;
  return same ? prospect.id : null;
}

/** /auth/identify carries isInvokedForLogin: false in registration mode (spec section 7). */
export function isRegistrationIdentify(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as Record<string, unknown>).isInvokedForLogin === false
  );
}

/**
 * The registration half of POST /auth/identify, which the auth module hands over: checks the rules
 * of section 5, refuses a number that has an account, then sends a registration code and keeps
 * what was claimed (mobile, date of birth, document) as a prospect under the code's reference.
 * The reference is this request's alone (SECURITY.md): a second request for the number gets its
 * own, or 429 while the first one's code is less than 60 s old.
 */
export function createRegistrationIdentify(app: FastifyInstance, brandName: string) {
  const { clock, db, audit, config } = app.portal;
  const schema = makeIdentifyRegistrationRequest(todayOf(clock));

  return async function registrationIdentify(request: FastifyRequest): Promise<Envelope<IdentifyData>> {
    const body = parse(schema, request.body);
    const action = 'registration.identify';
    const subject = `${body.callingCode}${body.mobile}`;
    await takeSignInAttempt(app.portal, request, action, subject);
    const existing = await findUserByMobile(db, body.callingCode, body.mobile);
    if (existing) {
      await audit.record(request, {
        action,
        outcome: 'failure',
        subject,
        userId: existing.id,
        reason: 'mobile_registered',
      });
      return answer<IdentifyData>(Status.Duplicate, [Messages.account.mobileAlreadyRegistered], {
        isExistingUser: true,
        otpSent: false,
        otpValidity: 0,
        referenceId: null,
      });
    }
    if (await documentHolder(db, body.documentTypeId, body.documentId)) {
      await audit.record(request, { action, outcome: 'failure', subject, reason: 'document_registered' });
      throw documentTaken();
    }

    const sent = await sendCode(app.portal, request, {
      purpose: 'registration',
      callingCode: body.callingCode,
      mobile: body.mobile,
      userId: null,
      brandName,
      action,
      // The reference the client sends back when it asks again counts only when it is its own:
      // an open registration of this number with exactly these details.
      resendOf: await ownReference(db, body),
      // Another request's registration of this number is neither named nor changed.
      heldForOther: 'refuse',
      // Each request's details are stored under its own reference, never over another's.
      prepare: async (challengeId) => {
        await insertProspect(db, challengeId, body, clock());
      },
    });
    if (!sent.challengeId) throw new Error('a registration code was held without its reference');
    return success<IdentifyData>({
      isExistingUser: false,
      otpSent: true,
      otpValidity: config.otpValidityMinutes,
      referenceId: sent.challengeId,
    });
  };
}
