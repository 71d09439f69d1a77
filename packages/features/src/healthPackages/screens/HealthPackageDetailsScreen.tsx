import type { SubPackage } from '@portal/contract';
import { Card, EmptyState, Heading, Image, Link, Skeleton, Stack, Text } from '@portal/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { ContentImage } from '../../shared/content/ContentImage';
import { LoadError } from '../../shared/LoadError';
import { useBrandLocations } from '../../shared/locations/useBrandLocations';
import { CardGrid } from '../../shared/pageParts';
import { useSanitizer } from '../../shared/sanitizeHtml';
import { useFailureToast } from '../../shared/useFailureToast';
import { useHealthPackageQuery } from '../api';
import { BookPackageDialog } from '../components/BookPackageDialog';
import { SubPackageCard } from '../components/SubPackageCard';
import { strings } from '../i18n/strings';
import { HealthPackagesRoute } from '../paths';
import { type HealthPackageState, readHealthPackageState } from '../state';

export const ready = strings.ready;

const Banner = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const BannerText = styled(Stack)`
  flex: 1 1 ${({ theme }) => theme.sizes.layout.tile};
`;

const BannerImage = styled.div`
  flex: 1 1 ${({ theme }) => theme.sizes.layout.tile};
  max-inline-size: ${({ theme }) => theme.sizes.layout.measure};
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

/** The banner's image at most as wide as the text column. */
const BANNER_IMAGE_SIZES = '(min-width: 1024px) 32rem, 100vw';

/**
 * /auth/healthPackageDetails (state: the package's name, title and image; without it, back to the
 * packages): the banner with the title and 'Exclusive Health Packages', then a card per
 * sub-package whose Book opens 'Book Health Package'.
 */
export function HealthPackageDetailsScreen() {
  const location = useLocation();
  const state = readHealthPackageState(location.state);
  if (!state) return <Navigate to={HealthPackagesRoute.healthPackages} replace />;
  return <PackageDetails state={state} />;
}

function PackageDetails({ state }: { state: HealthPackageState }) {
  const { t } = useTranslation('healthPackages');
  const brand = useBrand();
  const language = useLanguage();
  const pack = useHealthPackageQuery({ brandName: brand.key, lang: language, name: state.name });
  const { sanitize } = useSanitizer();
  // The booking's locations, ahead of its dialog (the header's chooser has them already in the app).
  useBrandLocations();
  const [booking, setBooking] = useState<SubPackage | null>(null);
  const closeBooking = useCallback(() => setBooking(null), []);
  useFailureToast(pack.error);
  const shown = pack.currentData;
  const title = shown?.title ?? state.title ?? '';

  return (
    <Stack gap="xl">
      <Link href={HealthPackagesRoute.healthPackages} variant="standalone">
        {t('details.back')}
      </Link>
      <Banner padding="xl">
        <BannerText gap="sm">
          <Eyebrow>{t('details.exclusive')}</Eyebrow>
          <Heading level={1}>{title || t('packages.title')}</Heading>
          {shown && shown.packagename !== title && (
            <Text elementType="p" tone="muted">
              {shown.packagename}
            </Text>
          )}
        </BannerText>
        <BannerImage>
          {shown ? (
            <ContentImage image={shown.imageSet} alt="" sizes={BANNER_IMAGE_SIZES} aboveFold />
          ) : state.image ? (
            <Image src={state.image} alt="" aspectRatio="16 / 9" />
          ) : (
            <Skeleton shape="rect" height="10rem" />
          )}
        </BannerImage>
      </Banner>

      {pack.isError ? (
        <LoadError onRetry={() => void pack.refetch()} />
      ) : !shown ? (
        <Skeleton lines={4} label={t('loading')} />
      ) : shown.subPackages.length === 0 ? (
        <EmptyState title={t('details.empty')} />
      ) : (
        <CardGrid>
          {shown.subPackages.map((entry) => (
            <li key={entry.name}>
              <SubPackageCard subPackage={entry} sanitize={sanitize} onBook={() => setBooking(entry)} />
            </li>
          ))}
        </CardGrid>
      )}

      {booking && shown && (
        <BookPackageDialog
          packageName={shown.name}
          packageTitle={shown.packagename}
          subPackages={shown.subPackages}
          subPackage={booking}
          onClose={closeBooking}
        />
      )}
    </Stack>
  );
}
