import { FullScreenLoader } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loggedOut, selectAccessToken, selectRefreshExpiresAt, selectSessionUser } from '../store/session';
import { useRestoreSessionMutation } from './api';

/**
 * Guards /auth. No session: back to /home/login. A session but no access token (the page was
 * reloaded; the token lives in memory only): refresh once through the cookie while showing a
 * full-screen loader. The base query stores the new token, or logs out on failure, which clears the
 * session and lands here on the redirect.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const token = useAppSelector(selectAccessToken);
  const refreshExpiresAt = useAppSelector(selectRefreshExpiresAt);
  const [restoreSession] = useRestoreSessionMutation();
  const attempted = useRef(false);
  const needsRestore = user !== null && token === null;

  useEffect(() => {
    if (!needsRestore || attempted.current) return;
    attempted.current = true;
    if (refreshExpiresAt !== null && Date.parse(refreshExpiresAt) <= Date.now()) {
      dispatch(loggedOut());
      return;
    }
    void restoreSession();
  }, [needsRestore, refreshExpiresAt, restoreSession, dispatch]);

  if (user === null) return <Navigate to="/home/login" replace />;
  if (token === null) {
    return (
      <main>
        <FullScreenLoader label={t('session.restoring')} />
      </main>
    );
  }
  return <Outlet />;
}
