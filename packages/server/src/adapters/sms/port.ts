import type { OtpPurpose } from '../../db/schema';

/** What an SMS is for: a one-time code, or a default password an admin set ('password'). */
export type SmsPurpose = OtpPurpose | 'password';

export interface SmsMessage {
  callingCode: string;
  mobile: string;
  text: string;
  purpose: SmsPurpose;
  /**
   * The secret inside `text` (a one-time code or a default password). Real gateways ignore it; the
   * console gateway's outbox shows it outside production and masks it in production.
   */
  code: string;
}

/** How the server reaches a phone. Adapters for real providers implement this. */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: 'sign-in',
  registration: 'registration',
  reset: 'password reset',
  family: 'family member verification',
  report: 'report access',
};

export function otpText(
  brandName: string,
  purpose: OtpPurpose,
  code: string,
  validityMinutes: number,
): string {
  return `${code} is your ${brandName} ${PURPOSE_TEXT[purpose]} code. It expires in ${validityMinutes} minutes. Never share it with anyone.`;
}
