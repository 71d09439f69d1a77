import { AuthPath, ServerText, Status, verifyOtpRequest } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../http/auth';
import { ApiError, answer, success } from '../http/envelope';
import { parse } from '../http/validate';
import { loadProfile } from '../repositories/users';

export async function userRoutes(app: FastifyInstance) {
  const { db, otp, audit } = app.portal;

  app.get(AuthPath.profile, { preHandler: requireUser() }, async (request) => {
    const profile = await loadProfile(db, currentUser(request).id);
    if (!profile) throw new ApiError(404, Status.NotFound, [ServerText.notFound]);
    return success(profile);
  });

  /**
   * Step two of the password reset: tells whether the code is right without using it up, so the
   * reset call can present it again. Wrong tries count toward the challenge's limit. Only a 'reset'
   * challenge can answer: a login code sent here finds nothing to match.
   */
  app.post(AuthPath.verifyOtp, async (request) => {
    const body = parse(verifyOtpRequest, request.body);
    const check = await otp.verify({
      purpose: 'reset',
      callingCode: body.callingCode,
      mobile: body.mobile,
      code: body.otp,
      consume: false,
    });
    await audit.record(request, {
      action: 'otp.verify',
      outcome: check.ok ? 'success' : 'failure',
      subject: `${body.callingCode}${body.mobile}`,
      userId: check.ok ? check.challenge.userId : null,
      reason: check.ok ? 'reset' : `reset_${check.reason}`,
    });
    if (check.ok) return success({ validOtp: true });
    const text = check.reason === 'expired' ? ServerText.otpExpired : ServerText.invalidOtp;
    return answer(Status.Invalid, [text], { validOtp: false });
  });
}
