import { Heading, Stack, Text } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCare } from '../appointments/components/DashboardCare';
import { Bidi } from '../i18n/Bidi';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { strings } from './i18n/strings';

// Its strings and the shared care ones, which DashboardCare (appointments) speaks: dashboard's `uses`.
export const ready = strings.ready;

/** The complete-profile gate (spec section 4) is its own chunk, loaded beside the dashboard. */
const CompleteProfileGate = lazy(() =>
  import('../hospital/CompleteProfileGate').then(async (m) => {
    await m.ready();
    return { default: m.CompleteProfileGate };
  }),
);

/** /auth/dashboard, first version: a welcome for the signed-in patient, named from the session. */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const user = useAppSelector(selectSessionUser);

  return (
    <Stack gap="sm">
      <Heading level={1}>
        <Bidi>{t('dashboard.welcome', { name: user?.firstName ?? '' })}</Bidi>
      </Heading>
      <Text elementType="p" tone="muted">
        {t('dashboard.intro')}
      </Text>
      <DashboardCare />
      <Suspense fallback={null}>
        <CompleteProfileGate />
      </Suspense>
    </Stack>
  );
}
