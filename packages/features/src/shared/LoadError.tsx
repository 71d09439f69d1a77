import { Alert, Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** A list that could not load: 'Something went wrong. Try again' (spec section 8) and a retry. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {t('loadError')}
    </Alert>
  );
}
