import { Heading, Link, Stack } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styled from 'styled-components';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
`;

/** The generic error screen: 'Something went wrong, please try again.' (spec section 2). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Main>
      <Stack gap="lg" align="center">
        <Heading level={1}>{t('somethingWentWrong')}</Heading>
        <Link href="/home/login" variant="standalone">
          {t('error.backToLogin')}
        </Link>
      </Stack>
    </Main>
  );
}

/** Last resort when the shell itself fails: no theme is available here, so plain markup. */
export function ShellError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main>
      <h1>{t('somethingWentWrong')}</h1>
      <a href="/home/login">{t('error.backToLogin')}</a>
    </main>
  );
}
