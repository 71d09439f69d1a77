import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';

/**
 * Guards the public screens a signed-in patient has no use for (login, register, sign-up, forgot
 * password): with a session, they go to the dashboard. A session is a signed-in user, which only a
 * finished sign-in stores; a sign-in waiting for its OTP has none, and /home/otpforlogin is not
 * under this guard anyway. A UAE PASS return (login?code= or ?error=) passes: a link started from
 * My Profile comes back to the login address while signed in.
 */
export function SignedOutOnly() {
  const user = useAppSelector(selectSessionUser);
  const [params] = useSearchParams();
  const uaePassReturn = params.has('code') || params.has('error');
  if (user !== null && !uaePassReturn) return <Navigate to="/auth/dashboard" replace />;
  return <Outlet />;
}

/** An address the router does not know: the dashboard with a session, else the login. */
export function UnknownAddress() {
  const user = useAppSelector(selectSessionUser);
  return <Navigate to={user === null ? '/home/login' : '/auth/dashboard'} replace />;
}
