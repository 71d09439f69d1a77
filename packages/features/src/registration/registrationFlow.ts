import type { ProspectUser } from '@portal/contract';

/** A registration whose OTP was verified: what /home/sign-up needs. */
export interface VerifiedRegistration {
  referenceId: string;
  /** The code that verified it; /user/register presents it again. */
  otp: string;
  prospect: ProspectUser;
}

/**
 * Held in memory between /home/register and /home/sign-up, as the login flow holds the password:
 * the code must not sit in history.state (browsers write it to disk). A reload of /home/sign-up
 * loses it and starts the registration again.
 */
let verified: VerifiedRegistration | null = null;

export function holdVerifiedRegistration(registration: VerifiedRegistration): void {
  verified = registration;
}

export function verifiedRegistration(): VerifiedRegistration | null {
  return verified;
}

export function clearVerifiedRegistration(): void {
  verified = null;
}
