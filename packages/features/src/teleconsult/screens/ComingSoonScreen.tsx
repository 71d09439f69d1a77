import { Button, Heading, ProgressBar, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { DashboardRoute } from '../../dashboard/paths';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

/** How far along the coming feature is, as the original page shows it. */
const PROGRESS = 75;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: ${({ theme }) => theme.sizes.layout.measure};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;

  & > div {
    inline-size: 100%;
  }
`;

/**
 * /auth/comingsoon: the Teleconsultation page of spec section 2, reading 'Coming Soon' at 75%, and
 * the way back to the dashboard.
 */
export function ComingSoonScreen() {
  const { t } = useTranslation('teleconsult');
  const navigate = useNavigate();
  return (
    <Panel>
      <Heading level={1}>{t('tele.title')}</Heading>
      <Text tone="muted" elementType="p">
        {t('comingSoon.intro')}
      </Text>
      <ProgressBar label={t('comingSoon.title')} value={PROGRESS} />
      <Stack align="center">
        <Button onPress={() => void navigate(DashboardRoute.dashboard)}>{t('comingSoon.toDashboard')}</Button>
      </Stack>
    </Panel>
  );
}
