import {
  Messages,
  makeRegisterRequest,
  OTP_MAX_ATTEMPTS,
  type ProspectUser,
  REGISTRATION_WINDOW_MINUTES,
  RegistrationEndpoint,
  ROLE_PATIENT,
  Status,
  type VerifyOtpForRegistrationData,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addMinutes, todayOf } from '../../clock';
import type { RegistrationProspectRow } from '../../db/schema';
import { route } from '../../http/endpoint';
import { ApiError, answer, type Said, success } from '../../http/envelope';
import { openSession } from '../../http/session';
import { documentHolder, lookupsExist, uniqueViolation } from '../../services/accounts';
import { hashPassword } from '../../services/passwords';
import { findUserByMobile } from '../../services/users';
import {
  challengeOfProspect,
  countProspectAttempt,
  createAccount,
  findProspect,
  markProspectVerified,
} from './repository';
import { documentTaken, mobileTaken, registrationFailed } from './service';

export interface RegistrationRoutesOptions {
  /** Signs the registration SMS, as the login identify does. */
  brandName: string;
}

function prospectUserOf(prospect: RegistrationProspectRow): ProspectUser {
  return {
    firstName: '',
    lastName: '',
    email: '',
    genderId: null,
    callingCode: prospect.callingCode,
    mobile: prospect.mobile,
    dateOfBirth: prospect.dateOfBirth,
    countryId: null,
    documentTypeId: prospect.documentTypeId,
    documentNumber: prospect.documentId,
  };
}

export async function registrationRoutes(app: FastifyInstance, _options: RegistrationRoutesOptions) {
  const { clock, db, otp, audit } = app.portal;
  // The date of birth rule reads the app clock: the request schema is the one made with it.
  const register = { ...RegistrationEndpoint.register, request: makeRegisterRequest(todayOf(clock)) };

  /**
   * Uses the registration code up. Only the challenge of this reference answers: a code sent for
   * another reference of the same number, a login or reset code, a replaced reference, an expired
   * or a used code are refused (HTTP 200, status Invalid, validOtp false, as /user/verifyotp answers).
   */
  route(app, RegistrationEndpoint.verifyOtpForRegistration, {}, async (body, request) => {
    const action = 'registration.verify';
    const prospect = await findProspect(db, body.referenceId);
    const subject = prospect ? `${prospect.callingCode}${prospect.mobile}` : null;
    const refuse = async (reason: string, text: Said = Messages.auth.invalidOtp) => {
      await audit.record(request, { action, outcome: 'failure', subject, reason });
      return answer<VerifyOtpForRegistrationData>(Status.Invalid, [text], {
        validOtp: false,
        prospectUser: null,
      });
    };
    if (!prospect) return refuse('unknown_reference');
    if (prospect.verifiedAt) return refuse('otp_used');

    const check = await otp.verifyChallenge({
      id: prospect.id,
      purpose: 'registration',
      code: body.otp,
      consume: true,
    });
    if (!check.ok) {
      return refuse(`otp_${check.reason}`, check.reason === 'expired' ? Messages.auth.otpExpired : undefined);
    }

    const now = clock();
    const verified = await markProspectVerified(
      db,
      prospect.id,
      now,
      addMinutes(now, REGISTRATION_WINDOW_MINUTES),
    );
    if (!verified) return refuse('otp_used');
    await audit.record(request, { action, outcome: 'success', subject, reason: 'otp_verified' });
    return success<VerifyOtpForRegistrationData>({ validOtp: true, prospectUser: prospectUserOf(verified) });
  });

  /**
   * The sign-up: needs the verified, unexpired prospect of referenceId, the code that verified it,
   * and the same mobile, date of birth and document; re-checks every rule; creates the patient and
   * opens a session exactly as /auth/login does.
   */
  route(app, register, {}, async (body, request, reply) => {
    const action = 'registration.register';
    const subject = `${body.callingCode}${body.mobile}`;
    const fail = async (reason: string, error: ApiError = registrationFailed()): Promise<never> => {
      await audit.record(request, { action, outcome: 'failure', subject, reason });
      throw error;
    };

    const prospect = await findProspect(db, body.referenceId);
    const now = clock();
    if (!prospect) return fail('unknown_reference');
    if (!prospect.verifiedAt || !prospect.expiresAt) return fail('not_verified');
    if (prospect.registeredAt) return fail('already_registered');
    if (prospect.expiresAt <= now) return fail('expired');
    if (prospect.attempts >= OTP_MAX_ATTEMPTS) return fail('attempts_exhausted');
    const challenge = await challengeOfProspect(db, prospect.id);
    if (!challenge || !otp.codeMatches(challenge, body.otp)) {
      await countProspectAttempt(db, prospect.id, now);
      return fail('otp_mismatch');
    }
    const fixed =
      prospect.callingCode === body.callingCode &&
      prospect.mobile === body.mobile &&
      prospect.dateOfBirth === body.dateOfBirth &&
      prospect.documentTypeId === body.documentTypeId &&
      prospect.documentId === body.documentId;
    if (!fixed) return fail('fixed_fields_changed');
    if (!(await lookupsExist(db, { genderId: body.genderId, countryId: body.countryId }))) {
      return fail(
        'unknown_lookup',
        new ApiError(400, Status.BadRequest, [Messages.account.invalidSelection]),
      );
    }
    // An account found now may be this very reference's, made by a sign-up racing this one: that is
    // the reference used up (400), not someone else holding the number or document (409).
    const taken = async (reason: string, error: ApiError): Promise<never> => {
      const again = await findProspect(db, body.referenceId);
      return again?.registeredAt ? fail('already_registered') : fail(reason, error);
    };
    if (await findUserByMobile(db, body.callingCode, body.mobile))
      return taken('mobile_registered', mobileTaken());
    if (await documentHolder(db, body.documentTypeId, body.documentId)) {
      return taken('document_registered', documentTaken());
    }

    const passwordHash = await hashPassword(body.password);
    let userId: number | null;
    try {
      userId = await createAccount(
        db,
        prospect.id,
        {
          roleId: ROLE_PATIENT,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          callingCode: body.callingCode,
          mobile: body.mobile,
          passwordHash,
          isDefaultPassword: false,
          genderId: body.genderId,
          dateOfBirth: body.dateOfBirth,
          countryId: body.countryId,
          documentTypeId: body.documentTypeId,
          documentId: body.documentId,
        },
        now,
      );
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_document_live_idx') return taken('document_registered', documentTaken());
      if (constraint) return taken('mobile_registered', mobileTaken());
      throw error;
    }
    if (userId === null) return fail('already_registered');

    const session = await openSession(app.portal, request, reply, userId);
    await audit.record(request, {
      action,
      outcome: 'success',
      subject,
      userId,
      details: { sessionId: session.sessionId },
    });
    return success(session.data);
  });
}
