import { Alert, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';

const Page = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Logo = styled.img`
  display: block;
  block-size: ${({ theme }) => theme.sizes.layout.logo.header};
  inline-size: auto;
`;

const Main = styled.main`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The valet mock-ups' page: the brand's logo, the language, a note that it is a preview, the page. */
export function ValetPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('valet');
  const brand = useBrand();
  const language = useLanguage();
  return (
    <Page>
      <TopBar>
        <Logo src={brand.logo.src[language]} alt={brand.displayName[language]} />
        <LanguageSwitch />
      </TopBar>
      <Main>
        <Stack gap="xl">
          <Alert tone="info">{t('valet.mockup')}</Alert>
          {children}
        </Stack>
      </Main>
    </Page>
  );
}
