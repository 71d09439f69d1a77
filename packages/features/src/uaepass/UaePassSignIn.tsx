import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUaePassConfigQuery } from './api';

/**
 * 'Sign in with UAE PASS' when the server has it enabled: a full-page navigation to the start of
 * the round trip (the server answers 302 to the provider), not a fetch and not a router link.
 */
export function UaePassSignIn() {
  const { t } = useTranslation();
  const { data } = useUaePassConfigQuery();
  const [starting, setStarting] = useState(false);

  // Back from the provider's page restores this page from the back-forward cache: not pending.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setStarting(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const start = data?.enabled ? data.authorizeUrl : null;
  if (!start) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      isPending={starting}
      onPress={() => {
        setStarting(true);
        window.location.assign(start);
      }}
    >
      {t('login.uaePass')}
    </Button>
  );
}
