/** Location state of /home/otpforlogin (spec section 2). Nothing secret: it lives in history.state. */
export interface OtpForLoginState {
  callingCode: string;
  mobile: string;
  /** Minutes the code stays valid, as the server said. */
  otpValidity: number;
  referenceId: string | null;
}

export function isOtpForLoginState(value: unknown): value is OtpForLoginState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.callingCode === 'string' &&
    typeof state.mobile === 'string' &&
    typeof state.otpValidity === 'number' &&
    (typeof state.referenceId === 'string' || state.referenceId === null)
  );
}

interface PendingLogin {
  callingCode: string;
  mobile: string;
  password: string;
}

/**
 * The password between the login and OTP screens (login needs it again with the code, and resend
 * calls identify again). Browsers write history.state to disk for session restore, so the password
 * stays out of location state and out of the store: it is held here, in memory, until the login
 * succeeds, the account locks, or the tab closes.
 */
let pending: PendingLogin | null = null;

export function holdPendingLogin(login: PendingLogin): void {
  pending = login;
}

export function pendingPassword(callingCode: string, mobile: string): string | undefined {
  return pending && pending.callingCode === callingCode && pending.mobile === mobile
    ? pending.password
    : undefined;
}

export function clearPendingLogin(): void {
  pending = null;
}
