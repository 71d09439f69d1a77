import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUaePassConfigQuery } from './api';

/**
 * 'Sign in with UAE PASS' unless the server has it off: a full-page navigation to the start of the
 * round trip (the server answers 302 to the provider), not a fetch and not a router link.
 *
 * The button is there while the server's configuration is on its way (UAE PASS is on wherever the
 * portal is set up to run with it): the sign-in page painted from index.html has it, and the card
 * does not grow when the answer comes, pushing what is under it down. Pressed before the answer, it
 * waits for it (pending); the answer that UAE PASS is off, or no answer, takes the button away.
 */
export function UaePassSignIn() {
  const { t } = useTranslation();
  const { data, isError } = useUaePassConfigQuery();
  const [starting, setStarting] = useState(false);

  // Back from the provider's page restores this page from the back-forward cache: not pending.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setStarting(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const start = data?.enabled ? data.authorizeUrl : null;
  // Pressed before the configuration came: go as soon as it says where.
  useEffect(() => {
    if (starting && start) window.location.assign(start);
  }, [starting, start]);

  if (isError || (data && !start)) return null;
  return (
    <Button variant="secondary" fullWidth isPending={starting} onPress={() => setStarting(true)}>
      {t('login.uaePass')}
    </Button>
  );
}
