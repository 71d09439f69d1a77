import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NotAllowedScreen } from '../shared/StatusScreen';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';

interface RequireRoleProps {
  /** The role ids (spec section 6: 3 admin; 2 and 3 broadcast) that may open what is inside. */
  roles: readonly number[];
  /** What to show; the child routes when left out. */
  children?: ReactNode;
}

/**
 * Guards a screen by role, inside /auth (RequireSession has already made sure of a session). Another
 * role sees a 'not allowed' page in the signed-in layout and keeps its session, rather than being
 * signed out or sent to the login.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useAppSelector(selectSessionUser);
  if (user === null || !roles.includes(user.roleId)) return <NotAllowedScreen />;
  return children ?? <Outlet />;
}
