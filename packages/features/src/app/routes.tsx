import { Spinner } from '@portal/ui';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoutesFromChildren, Navigate, Route, type RouteObject, Routes } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { SignedOutOnly, UnknownAddress } from '../auth/SignedOutOnly';
import { focusPageHeading } from '../shared/focus';
import { setSignedInLanding } from '../shared/landing';
import { AppShell } from './AppShell';

/**
 * A screen or layout as its own chunk. `ready` is what the module must finish before it can show
 * (its strings in the current language), awaited inside the same lazy load so the screen never
 * renders raw keys.
 */
function chunk<M extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(async (m) => {
      if ('ready' in m && typeof m.ready === 'function') await m.ready();
      return { default: pick(m) };
    });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/** Whether a screen has shown since the page loaded: the first one keeps the browser's focus. */
let screenShown = false;

/**
 * Runs when the screen beside it has rendered (its chunk in). After every navigation but the page's
 * first, focus goes to the new screen's heading, so a screen reader hears where it landed and Tab
 * starts from there, unless the screen focused something of its own (a field inside main, such as
 * the one-time code, or a dialog). A link in the side menu or header keeps no focus across the change.
 */
function FocusHeading({ screen }: { screen: ComponentType }) {
  // Two routes' screens in the same outlet are one Loading updated, not remounted: run per screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: screen is the trigger, not an input
  useEffect(() => {
    const first = !screenShown;
    screenShown = true;
    if (first) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.closest('main')) return;
    // A dialog that opened with the screen (completing the profile) keeps its focus.
    if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
    focusPageHeading();
  }, [screen]);
  return null;
}

/**
 * While a screen's chunk loads, its layout stays and shows a spinner where the screen goes (at once:
 * PortalApp's router navigates without transitions). Then focus follows (FocusHeading).
 */
function Loading({ screen: Screen }: { screen: ComponentType }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Screen />
      <FocusHeading screen={Screen} />
    </Suspense>
  );
}

const PublicLayout = chunk(
  () => import('../layout/PublicLayout'),
  (m) => m.PublicLayout,
);
const LoginScreen = chunk(
  () => import('../auth/screens/LoginScreen'),
  (m) => m.LoginScreen,
);
const OtpForLoginScreen = chunk(
  () => import('../auth/screens/OtpForLoginScreen'),
  (m) => m.OtpForLoginScreen,
);
const RegisterScreen = chunk(
  () => import('../registration/RegisterScreen'),
  (m) => m.RegisterScreen,
);
const SignUpScreen = chunk(
  () => import('../registration/SignUpScreen'),
  (m) => m.SignUpScreen,
);
const ForgotPasswordScreen = chunk(
  () => import('../password/ForgotPasswordScreen'),
  (m) => m.ForgotPasswordScreen,
);
// Doctors and appointments take their strings from AuthLayout's ready().
const AuthLayout = chunk(
  () => import('../layout/AuthLayout'),
  (m) => m.AuthLayout,
);
const DashboardScreen = chunk(
  () => import('../dashboard/DashboardScreen'),
  (m) => m.DashboardScreen,
);
const ProfileScreen = chunk(
  () => import('../profile/ProfileScreen'),
  (m) => m.ProfileScreen,
);
const FindDoctorScreen = chunk(
  () => import('../doctors/screens/FindDoctorScreen'),
  (m) => m.FindDoctorScreen,
);
const SearchDoctorResultScreen = chunk(
  () => import('../doctors/screens/SearchDoctorResultScreen'),
  (m) => m.SearchDoctorResultScreen,
);
const AppointmentsScreen = chunk(
  () => import('../appointments/screens/AppointmentsScreen'),
  (m) => m.AppointmentsScreen,
);
const BookAppointmentScreen = chunk(
  () => import('../booking/screens/BookAppointmentScreen'),
  (m) => m.BookAppointmentScreen,
);
const BookPastAppointmentScreen = chunk(
  () => import('../booking/screens/BookPastAppointmentScreen'),
  (m) => m.BookPastAppointmentScreen,
);
const BookTeleAppointmentScreen = chunk(
  () => import('../booking/screens/BookTeleAppointmentScreen'),
  (m) => m.BookTeleAppointmentScreen,
);
const BookTelePastAppointmentScreen = chunk(
  () => import('../booking/screens/BookTelePastAppointmentScreen'),
  (m) => m.BookTelePastAppointmentScreen,
);
const RescheduleAppointmentScreen = chunk(
  () => import('../booking/screens/RescheduleAppointmentScreen'),
  (m) => m.RescheduleAppointmentScreen,
);
const TeleconsultationScreen = chunk(
  () => import('../teleconsult/screens/TeleconsultationScreen'),
  (m) => m.TeleconsultationScreen,
);
const ComingSoonScreen = chunk(
  () => import('../teleconsult/screens/ComingSoonScreen'),
  (m) => m.ComingSoonScreen,
);
// Inside the signed-in layout's chunk: a chunk of its own split shared ui code out of the sign-in
// path's chunks and grew the sign-in first load.
const NotFoundScreen = chunk(
  () => import('../layout/AuthLayout'),
  (m) => m.NotFoundScreen,
);

setSignedInLanding(() => {
  void AuthLayout.preload();
  void DashboardScreen.preload();
});

const toLogin = <Navigate to="/home/login" replace />;

/**
 * Routes of spec section 2. Every layout and screen is a lazy chunk, so the sign-in path loads only
 * the shell, the public layout and the login screen. Declarative routes rather than a data router:
 * nothing here uses loaders or actions, and the data router would add about 18 kB gzip to the
 * sign-in path. The side menu reads this tree too, to link only screens that exist.
 */
const tree = (
  <Route element={<AppShell />}>
    <Route index element={toLogin} />
    <Route path="home" element={<PublicLayout />}>
      <Route index element={toLogin} />
      <Route element={<SignedOutOnly />}>
        <Route path="login" element={<Loading screen={LoginScreen} />} />
        <Route path="register" element={<Loading screen={RegisterScreen} />} />
        <Route path="sign-up" element={<Loading screen={SignUpScreen} />} />
        <Route path="forgotpassword" element={<Loading screen={ForgotPasswordScreen} />} />
      </Route>
      <Route path="otpforlogin" element={<Loading screen={OtpForLoginScreen} />} />
    </Route>
    <Route path="auth" element={<RequireSession />}>
      <Route element={<AuthLayout />}>
        <Route index element={<Navigate to="/auth/dashboard" replace />} />
        <Route path="dashboard" element={<Loading screen={DashboardScreen} />} />
        <Route path="profile" element={<Loading screen={ProfileScreen} />} />
        <Route path="finddoctor" element={<Loading screen={FindDoctorScreen} />} />
        <Route path="searchDoctorResult" element={<Loading screen={SearchDoctorResultScreen} />} />
        <Route path="appointments" element={<Loading screen={AppointmentsScreen} />} />
        <Route path="bookAppointment" element={<Loading screen={BookAppointmentScreen} />} />
        <Route path="bookPastAppointment" element={<Loading screen={BookPastAppointmentScreen} />} />
        <Route path="bookTeleAppointment" element={<Loading screen={BookTeleAppointmentScreen} />} />
        <Route path="bookTelePastAppointment" element={<Loading screen={BookTelePastAppointmentScreen} />} />
        <Route path="rescheduleAppointment" element={<Loading screen={RescheduleAppointmentScreen} />} />
        <Route path="Teleconsultation" element={<Loading screen={TeleconsultationScreen} />} />
        <Route path="comingsoon" element={<Loading screen={ComingSoonScreen} />} />
        <Route path="*" element={<Loading screen={NotFoundScreen} />} />
      </Route>
    </Route>
    <Route path="*" element={<UnknownAddress />} />
  </Route>
);

export function PortalRoutes() {
  return <Routes>{tree}</Routes>;
}

/** The same tree as route objects. */
export const routes: RouteObject[] = createRoutesFromChildren(tree);
