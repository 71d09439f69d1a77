import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loggedOut, selectSessionUser } from '../store/session';
import { uaePassApi } from '../uaepass/api';
import { useLogoutMutation } from './api';

/** Time for redux-persist to write the cleared session before the page is left for good. */
const PERSIST_GRACE_MS = 100;

/**
 * Ends the session (spec section 4): the server revokes the refresh token (the local session ends
 * whether or not it heard), every stored session key is cleared, then /home/login, or for a UAE
 * PASS session the provider's logout address (a full-page navigation), which returns to login.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [logout] = useLogoutMutation();
  const leaving = useRef(false);
  const viaUaePass = user?.uaeUser === '1';

  return useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    let providerLogout: string | null = null;
    if (viaUaePass) {
      const config = await dispatch(
        uaePassApi.endpoints.uaePassConfig.initiate(undefined, { subscribe: false }),
      );
      providerLogout = config.data?.enabled ? config.data.logoutUrl : null;
    }
    try {
      await logout().unwrap();
    } catch {
      // The local session ends whether or not the server heard about it.
    }
    dispatch(loggedOut());
    if (providerLogout) {
      const target = providerLogout;
      setTimeout(() => window.location.assign(target), PERSIST_GRACE_MS);
      return;
    }
    await navigate('/home/login', { replace: true });
  }, [dispatch, logout, navigate, viaUaePass]);
}
