import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { AppShell } from './AppShell';
import { BootScreen } from './BootScreen';
import { RouteError, ShellError } from './RouteError';

/**
 * Routes of spec section 2 that exist so far. Every layout and screen is a lazy chunk, so the
 * sign-in path loads only the shell, the public layout and the login screen.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ShellError />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/home/login" replace /> },
          {
            path: 'home',
            lazy: () => import('../layout/PublicLayout').then((m) => ({ Component: m.PublicLayout })),
            children: [
              { index: true, element: <Navigate to="/home/login" replace /> },
              {
                path: 'login',
                lazy: () => import('../auth/screens/LoginScreen').then((m) => ({ Component: m.LoginScreen })),
              },
              {
                path: 'otpforlogin',
                lazy: () =>
                  import('../auth/screens/OtpForLoginScreen').then((m) => ({
                    Component: m.OtpForLoginScreen,
                  })),
              },
            ],
          },
          {
            path: 'auth',
            element: <RequireSession />,
            children: [
              {
                lazy: () => import('../layout/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
                children: [
                  { index: true, element: <Navigate to="/auth/dashboard" replace /> },
                  {
                    path: 'dashboard',
                    lazy: () =>
                      import('../dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/home/login" replace /> },
        ],
      },
    ],
  },
];
