import { Alert, Button } from '@portal/ui';
import { useBookingT } from '../i18n/strings';

/** A list that could not load: 'Something went wrong. Try again' (spec section 8) and a retry. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const t = useBookingT();
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('care.common.retry')}
          </Button>
        ) : undefined
      }
    >
      {t('care.common.loadError')}
    </Alert>
  );
}
