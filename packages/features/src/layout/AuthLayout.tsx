import { Link } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';
import { ProfileMenu } from './ProfileMenu';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-end: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Logo = styled.img`
  display: block;
  block-size: 2.5rem;
  inline-size: auto;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 72rem;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.lg};
`;

/** The signed-in shell: header (logo, language, profile menu) and the screen in <main>. */
export function AuthLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();

  return (
    <Page>
      <Header>
        <Link href="/auth/dashboard" variant="standalone">
          <Logo src={brand.logo.src} alt={t('layout.home', { brand: brand.displayName[language] })} />
        </Link>
        <Nav aria-label={t('header.account')}>
          <LanguageSwitch />
          <ProfileMenu />
        </Nav>
      </Header>
      <Main>
        <Outlet />
      </Main>
    </Page>
  );
}
