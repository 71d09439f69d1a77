import { Heading, Link, Stack, Text } from '@portal/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { strings } from './status/i18n/strings';

/** The signed-in layout shows these pages: it waits for this too before it shows. */
export const ready = strings.ready;

interface StatusScreenProps {
  title: string;
  text: string;
}

/**
 * A page inside the signed-in layout that says why its screen is not there, with a way back to the
 * dashboard. The header and the side menu stay, and so does the session. Focus moves to the heading
 * so a screen reader hears at once where it landed.
 */
function StatusScreen({ title, text }: StatusScreenProps) {
  const { t } = useTranslation('status');
  const headingId = useId();
  useEffect(() => {
    document.getElementById(headingId)?.focus();
  }, [headingId]);
  return (
    <Stack gap="md" align="start">
      <Heading level={1} id={headingId} tabIndex={-1}>
        {title}
      </Heading>
      <Text elementType="p" tone="muted">
        {text}
      </Text>
      <Link href="/auth/dashboard" variant="standalone">
        {t('error.toDashboard')}
      </Link>
    </Stack>
  );
}

/** /auth/... that does not exist. */
export function NotFoundScreen() {
  const { t } = useTranslation('status');
  return <StatusScreen title={t('error.notFoundTitle')} text={t('error.notFoundText')} />;
}

/** A screen the patient's role may not open. */
export function NotAllowedScreen() {
  const { t } = useTranslation('status');
  return <StatusScreen title={t('error.notAllowedTitle')} text={t('error.notAllowedText')} />;
}
