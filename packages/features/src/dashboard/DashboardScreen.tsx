import { Heading, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { selectSessionUser } from '../auth/slice';
import { useAppSelector } from '../store/hooks';

/** /auth/dashboard, first version: a welcome for the signed-in patient, named from the session. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);

  return (
    <Stack gap="sm">
      <Heading level={1}>{t('dashboard.welcome', { name: user?.firstName ?? '' })}</Heading>
      <Text elementType="p" tone="muted">
        {t('dashboard.intro')}
      </Text>
    </Stack>
  );
}
