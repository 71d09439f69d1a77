import { Card, Link, Text, useMediaQuery } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { useBrand } from '../brand/BrandContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';

const PublicBanners = lazy(() => import('./PublicBanners'));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.header`
  display: flex;
  justify-content: flex-end;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xxl};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.lg};

  &[data-wide] {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    align-items: center;
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Showcase = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.layout.formColumn};
  margin-inline: auto;
`;

const Logo = styled.img`
  display: block;
  block-size: ${({ theme }) => theme.sizes.layout.logo.public};
  inline-size: auto;
  max-inline-size: 100%;
  object-fit: contain;
  align-self: flex-start;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

/**
 * /home: the public area. Wide screens show the banner carousel and the logo beside the form;
 * phones show the logo above the form. The logo is hidden on /home/sign-up (spec section 2).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const theme = useTheme();
  const language = useLanguage();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`);
  const showLogo = useMatch('/home/sign-up') === null;
  const logo = showLogo && <Logo src={brand.logo.src[language]} alt={brand.logo.alt[language]} />;

  return (
    <Page>
      <TopBar>
        <LanguageSwitch />
      </TopBar>
      <Body data-wide={isWide || undefined}>
        {isWide && (
          <Showcase>
            {logo}
            {brand.banners.length > 0 && (
              <Suspense fallback={null}>
                <PublicBanners />
              </Suspense>
            )}
          </Showcase>
        )}
        <Main>
          {!isWide && logo}
          <Card elevation="md">
            <Outlet />
          </Card>
        </Main>
      </Body>
      <Footer>
        <Text size="sm" tone="muted">
          {t('layout.helpline')}:{' '}
          <Link href={`tel:${brand.helpline}`}>
            <bdi dir="ltr">{brand.helpline}</bdi>
          </Link>
        </Text>
        <Text size="sm" tone="muted">
          <bdi dir="ltr">{brand.versionLabel}</bdi>
        </Text>
      </Footer>
    </Page>
  );
}
