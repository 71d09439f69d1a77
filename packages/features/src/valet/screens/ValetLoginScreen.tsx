import { Card, Link, PageHeader, PasswordField, Stack, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { strings } from '../i18n/strings';
import { ValetRoute } from '../paths';
import { ValetPage } from '../ValetPage';

export const ready = strings.ready;

const Column = styled.div`
  max-inline-size: ${({ theme }) => theme.sizes.layout.formColumn};
`;

/**
 * /valet/login (spec section 2): the valet sign-in as a static mock-up. Nothing is checked or sent;
 * Login leads to the valet dashboard mock-up.
 */
export function ValetLoginScreen() {
  const { t } = useTranslation('valet');
  return (
    <ValetPage>
      <Column>
        <Card>
          <Stack gap="lg">
            <PageHeader title={t('login.title')} description={t('valet.title')} />
            <TextField label={t('login.username')} autoComplete="off" name="valetUsername" />
            <PasswordField label={t('login.password')} autoComplete="off" name="valetPassword" />
            <Link href={ValetRoute.dashboard} variant="standalone">
              {t('login.submit')}
            </Link>
          </Stack>
        </Card>
      </Column>
    </ValetPage>
  );
}
