import { Carousel, Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { useBannersQuery } from '../../shared/content/api';
import { LoadError } from '../../shared/LoadError';
import { bannerSizes } from '../bannerImage';

/** The banner slot's shape, whatever the files' own: the page does not move when they arrive. */
const BANNER_ASPECT = '16 / 5';

const Slot = styled.div`
  aspect-ratio: ${BANNER_ASPECT};
`;

/**
 * The dashboard's banner carousel (spec section 2; every 3 s, section 9), the brand's banners in
 * the language on show. The first banner is the page's main image: fetched at once and first.
 */
export function Banners() {
  const { t } = useTranslation('dashboard');
  const brand = useBrand();
  const language = useLanguage();
  const theme = useTheme();
  const banners = useBannersQuery({ brandName: brand.key, lang: language });

  if (banners.isLoading) {
    return (
      <Slot>
        <Skeleton shape="rect" height="100%" label={t('loading')} />
      </Slot>
    );
  }
  if (banners.isError) return <LoadError onRetry={() => void banners.refetch()} />;
  if (!banners.data?.length) return null;
  const sizes = bannerSizes(theme);
  return (
    <Carousel
      label={t('banners.label')}
      aspectRatio={BANNER_ASPECT}
      priority
      items={banners.data.map((banner) => ({
        id: String(banner.id),
        src: banner.imageSet.src,
        srcSet: banner.imageSet.srcSet || undefined,
        sizes: banner.imageSet.srcSet ? sizes : undefined,
        width: banner.imageSet.width,
        height: banner.imageSet.height,
        alt: banner.alt,
      }))}
    />
  );
}
