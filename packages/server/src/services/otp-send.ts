import { Messages, Status } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { otpText, type SmsMessage } from '../adapters/sms/port';
import type { AppContext } from '../context';
import type { OtpPurpose } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { AuditEntry } from './audit';

export interface SendCodeInput {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  userId: number | null;
  brandName: string;
  /** Audit action of the calling route. */
  action: string;
  /**
   * The caller's own earlier challenge when it asks again (a resend): within 60 s it is answered
   * again, later a new challenge replaces it. The route must have checked that it is the caller's
   * (e.g. the reference with the same details); anything else is a new request.
   */
  resendOf?: string | null;
  /**
   * When the number got a code of someone else's request less than 60 s ago: 'answer' sends
   * nothing and answers with no reference (the reset call names none); 'refuse' answers 429
   * 'Please wait before requesting a new OTP.' (registration, whose answer needs a reference).
   */
  heldForOther: 'answer' | 'refuse';
  /** Runs with a new challenge before its SMS goes out, e.g. to store a prospect under it. */
  prepare?: (challengeId: string) => Promise<void>;
}

export interface SentCode {
  /**
   * The challenge the code belongs to (the client's reference); null when a code of another
   * request is still on its way and nothing was sent: another request's reference is never named.
   */
  challengeId: string | null;
  /** True when a code sent less than 60 s ago is still live and no new SMS went out. */
  held: boolean;
}

/**
 * Sends a code. Within 60 s of the number's last live code of this purpose nothing new is sent:
 * the caller's own challenge (resendOf) is answered again, anyone else's is neither named nor
 * changed (heldForOther). Otherwise the number's and the address's hourly SMS budgets are spent
 * (429 when gone), a new challenge is issued (retiring only what its purpose retires: for the
 * per-request purposes, the caller's own resendOf) and the SMS goes out. Every outcome is audited.
 */
export async function sendCode(
  portal: AppContext,
  request: FastifyRequest,
  input: SendCodeInput,
): Promise<SentCode> {
  const { config, clock, limits, otp, audit } = portal;
  const subject = `${input.callingCode}${input.mobile}`;
  const base = { action: input.action, subject, userId: input.userId };
  const live = await otp.findLive(input.purpose, input.callingCode, input.mobile);
  if (live && clock().getTime() - live.createdAt.getTime() < config.otpResendSeconds * 1000) {
    if (live.id === input.resendOf) {
      await audit.record(request, { ...base, outcome: 'success', reason: 'otp_resend_held' });
      return { challengeId: live.id, held: true };
    }
    if (input.heldForOther === 'refuse') {
      await audit.record(request, { ...base, outcome: 'denied', reason: 'otp_resend_too_soon' });
      throw new ApiError(429, Status.TooManyRequests, [Messages.auth.otpResendTooSoon]);
    }
    await audit.record(request, { ...base, outcome: 'success', reason: 'otp_resend_held' });
    return { challengeId: null, held: true };
  }
  if (!(await limits.takeOtpSend(subject, request.ip))) {
    await audit.record(request, { ...base, outcome: 'denied', reason: 'otp_send_budget' });
    throw new ApiError(429, Status.TooManyRequests, [Messages.auth.otpSendBudget]);
  }
  const challenge = await otp.issue({
    purpose: input.purpose,
    callingCode: input.callingCode,
    mobile: input.mobile,
    userId: input.userId,
    ip: request.ip,
    replaces: input.resendOf ?? null,
  });
  await input.prepare?.(challenge.id);
  await deliverCode(portal, request, challenge.id, base, {
    callingCode: input.callingCode,
    mobile: input.mobile,
    purpose: input.purpose,
    code: challenge.code,
    text: otpText(input.brandName, input.purpose, challenge.code, config.otpValidityMinutes),
  });
  await audit.record(request, { ...base, outcome: 'success', reason: 'otp_sent' });
  return { challengeId: challenge.id, held: false };
}

/**
 * Hands a new challenge's code to the SMS gateway. When the gateway fails, the code never reached
 * the phone: the challenge is voided (a retry must not be held back by the 60 s rule waiting for
 * it), the failure is audited, and the error goes on to the error handler, which answers 500 and
 * logs the gateway's message (never the number or the code).
 */
export async function deliverCode(
  portal: AppContext,
  request: FastifyRequest,
  challengeId: string,
  audited: Pick<AuditEntry, 'action' | 'subject' | 'userId'>,
  message: SmsMessage,
): Promise<void> {
  try {
    await portal.sms.send(message);
  } catch (error) {
    await portal.otp.retire(challengeId);
    await portal.audit.record(request, { ...audited, outcome: 'failure', reason: 'otp_sms_failed' });
    throw error;
  }
}
