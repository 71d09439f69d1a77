import { Button, Card, Heading, Stack, Text, toast } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { accountErrorMessage } from '../shared/account/messages';
import { useUaePassConfigQuery } from '../uaepass/api';
import { useStartUaePassLinkMutation } from './api';

/**
 * My Profile's UAE PASS card, for an account not linked yet: the signed-in owner starts a UAE PASS
 * round trip, and its return (/home/login?code=) links UAE PASS to this account. This is how an
 * account whose Emirates ID was only typed gets UAE PASS (SECURITY.md identity proof).
 */
export function LinkUaePassCard() {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const headingId = useId();
  const config = useUaePassConfigQuery();
  const [start, { isLoading }] = useStartUaePassLinkMutation();
  const [leaving, setLeaving] = useState(false);

  if (!config.data?.enabled) return null;

  async function link() {
    const result = await start();
    if (result.error || !result.data) {
      toast.error(
        messageText(accountErrorMessage(result.error, { ns: 'account', fallback: 'uaePass.failed' })),
      );
      return;
    }
    setLeaving(true);
    window.location.assign(result.data);
  }

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="md" align="flex-start">
        <Heading level={2} id={headingId}>
          {t('profile.uaePassTitle')}
        </Heading>
        <Text elementType="p">{t('profile.uaePassIntro')}</Text>
        <Button variant="secondary" onPress={() => void link()} isPending={isLoading || leaving}>
          {t('profile.uaePassLink')}
        </Button>
      </Stack>
    </Card>
  );
}
