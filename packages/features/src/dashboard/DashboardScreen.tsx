import { Heading, Split, Stack } from '@portal/ui';
import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DoctorSearchCard,
  RecentDoctors,
  UpcomingAppointments,
} from '../appointments/components/DashboardCare';
import { useBrand } from '../brand/BrandContext';
import { Bidi } from '../i18n/Bidi';
import { useLanguage } from '../i18n/useLanguage';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { Banners } from './components/Banners';
import { EventsPart } from './components/EventsPart';
import { NewsPart } from './components/NewsPart';
import { Tiles } from './components/Tiles';
import { strings } from './i18n/strings';

// Its strings and the shared care ones, which the appointments' parts (DashboardCare) speak: dashboard's `uses`.
export const ready = strings.ready;

/** The complete-profile gate (spec section 4) is its own chunk, loaded beside the dashboard. */
const CompleteProfileGate = lazy(() =>
  import('../hospital/CompleteProfileGate').then(async (m) => {
    await m.ready();
    return { default: m.CompleteProfileGate };
  }),
);

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
`;

const Logo = styled.img`
  display: block;
  block-size: ${({ theme }) => theme.sizes.layout.logo.public};
  inline-size: auto;
  max-inline-size: 100%;
  margin-inline: auto;
`;

/**
 * Its parts in a render and a commit of their own, after the one that mounted it, in slices React
 * may interrupt. A Later mounted inside another's deferred render asks for a further render (React
 * gives useDeferredValue a new transition lane there); Laters mounted in one render share its
 * deferred render. React cannot cut a commit in slices: the main column's lists and the side column
 * committed together were a task of 50-90 ms on a phone's CPU (Lighthouse's 4x slowdown).
 */
function Later({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}

/**
 * /auth/dashboard (spec section 2, Dashboard): the banner carousel, the doctor search, the tiles and
 * the news in the main column; upcoming appointments, recently consulted doctors, the brand's logo
 * and the events beside it (below it on phones). Each part loads, and fails, on its own: one list
 * that cannot load says so in its place and the rest of the dashboard stays.
 */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const user = useAppSelector(selectSessionUser);
  const brand = useBrand();
  const language = useLanguage();
  // The first render is what a phone shows first (the welcome, the banners, the doctor search); the
  // main column's lists and the profile gate follow in a render of their own (Later), in slices,
  // once that is on screen, and the side column's parts in a render after that (Later in Later). In
  // one render the banner, the page's main image, waited for every list and the side column (about
  // 1 s of a phone's CPU on a page opened at the dashboard).

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Bidi>{t('dashboard.welcome', { name: user?.firstName ?? '' })}</Bidi>
      </Heading>
      <Split gap="xl">
        <Column>
          <Banners />
          <DoctorSearchCard />
          <Later>
            <Tiles />
            <NewsPart />
          </Later>
        </Column>
        {/* The side column is there from the first render (its width set), its parts follow. */}
        <Column as="aside" aria-label={t('side.label')}>
          <Later>
            <Later>
              <UpcomingAppointments />
              <RecentDoctors />
              <Logo src={brand.logo.src[language]} alt={brand.logo.alt[language]} loading="lazy" />
              <EventsPart />
            </Later>
          </Later>
        </Column>
      </Split>
      <Later>
        <Suspense fallback={null}>
          <CompleteProfileGate />
        </Suspense>
      </Later>
    </Stack>
  );
}
