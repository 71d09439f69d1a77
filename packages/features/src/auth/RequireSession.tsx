import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';

/**
 * Guards /auth. No session: back to /home/login. A stored session whose access token is still
 * being restored (auth/resumeSession, started with the app) shows its screen at once: the
 * screen's queries wait for that refresh and go out with its token, and a failed refresh logs out,
 * which clears the session and lands here on the redirect.
 */
export function RequireSession() {
  const user = useAppSelector(selectSessionUser);
  if (user === null) return <Navigate to="/home/login" replace />;
  return <Outlet />;
}
