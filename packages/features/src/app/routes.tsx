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
              {
                path: 'register',
                lazy: () =>
                  import('../registration/RegisterScreen').then(async (m) => {
                    await m.ready();
                    return { Component: m.RegisterScreen };
                  }),
              },
              {
                path: 'sign-up',
                lazy: () =>
                  import('../registration/SignUpScreen').then(async (m) => {
                    await m.ready();
                    return { Component: m.SignUpScreen };
                  }),
              },
              {
                path: 'forgotpassword',
                lazy: () =>
                  import('../password/ForgotPasswordScreen').then(async (m) => {
                    await m.ready();
                    return { Component: m.ForgotPasswordScreen };
                  }),
              },
            ],
          },
          {
            path: 'auth',
            element: <RequireSession />,
            children: [
              {
                lazy: () =>
                  import('../layout/AuthLayout').then(async (m) => {
                    await m.ready();
                    return { Component: m.AuthLayout };
                  }),
                children: [
                  { index: true, element: <Navigate to="/auth/dashboard" replace /> },
                  {
                    path: 'dashboard',
                    lazy: () =>
                      import('../dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('../profile/ProfileScreen').then(async (m) => {
                        await m.ready();
                        return { Component: m.ProfileScreen };
                      }),
                  },
                  // Doctors and appointments (their strings come with AuthLayout's ready()).
                  {
                    path: 'finddoctor',
                    lazy: () =>
                      import('../doctors/screens/FindDoctorScreen').then((m) => ({
                        Component: m.FindDoctorScreen,
                      })),
                  },
                  {
                    path: 'searchDoctorResult',
                    lazy: () =>
                      import('../doctors/screens/SearchDoctorResultScreen').then((m) => ({
                        Component: m.SearchDoctorResultScreen,
                      })),
                  },
                  {
                    path: 'appointments',
                    lazy: () =>
                      import('../appointments/screens/AppointmentsScreen').then((m) => ({
                        Component: m.AppointmentsScreen,
                      })),
                  },
                  {
                    path: 'bookAppointment',
                    lazy: () =>
                      import('../booking/screens/BookAppointmentScreen').then((m) => ({
                        Component: m.BookAppointmentScreen,
                      })),
                  },
                  {
                    path: 'bookPastAppointment',
                    lazy: () =>
                      import('../booking/screens/BookPastAppointmentScreen').then((m) => ({
                        Component: m.BookPastAppointmentScreen,
                      })),
                  },
                  {
                    path: 'bookTeleAppointment',
                    lazy: () =>
                      import('../booking/screens/BookTeleAppointmentScreen').then((m) => ({
                        Component: m.BookTeleAppointmentScreen,
                      })),
                  },
                  {
                    path: 'bookTelePastAppointment',
                    lazy: () =>
                      import('../booking/screens/BookTelePastAppointmentScreen').then((m) => ({
                        Component: m.BookTelePastAppointmentScreen,
                      })),
                  },
                  {
                    path: 'rescheduleAppointment',
                    lazy: () =>
                      import('../booking/screens/RescheduleAppointmentScreen').then((m) => ({
                        Component: m.RescheduleAppointmentScreen,
                      })),
                  },
                  {
                    path: 'Teleconsultation',
                    lazy: () =>
                      import('../teleconsult/screens/TeleconsultationScreen').then((m) => ({
                        Component: m.TeleconsultationScreen,
                      })),
                  },
                  {
                    path: 'comingsoon',
                    lazy: () =>
                      import('../teleconsult/screens/ComingSoonScreen').then((m) => ({
                        Component: m.ComingSoonScreen,
                      })),
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
