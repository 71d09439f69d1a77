import type { OtpPurpose } from '../../db/schema';

export interface SmsMessage {
  callingCode: string;
  mobile: string;
  text: string;
  purpose: OtpPurpose;
  /** The one-time code inside `text`. Real gateways ignore it; the console gateway's outbox shows it. */
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
