import { Button, Card, Heading, Stack, SuccessIcon } from '@portal/ui';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DashboardRoute } from '../../dashboard/paths';

/** The confirmation after a send (spec section 2): what was done and 'Go to Home'. */
export function Done({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const id = useId();
  // The form that had focus is gone: the confirmation's heading takes it, so it is read out.
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return (
    <Card>
      <Stack gap="md" align="start">
        <SuccessIcon aria-hidden="true" />
        <Heading level={2} id={id} tabIndex={-1}>
          {title}
        </Heading>
        {children}
        <Button onPress={() => void navigate(DashboardRoute.dashboard)}>{t('goHome')}</Button>
      </Stack>
    </Card>
  );
}
