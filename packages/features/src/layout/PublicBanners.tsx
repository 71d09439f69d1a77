import { CAROUSEL_INTERVAL_MS } from '@portal/contract';
import { Carousel } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/BrandContext';
import { useLanguage } from '../i18n/useLanguage';

/**
 * The public layout's banner carousel (spec section 2: wide screens only). A chunk of its own,
 * fetched once the screen is wide: a phone never downloads it, and the sign-in form does not wait
 * for it.
 */
export default function PublicBanners() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();
  return (
    <Carousel
      label={t('layout.banners')}
      items={brand.banners.map((banner) => ({
        id: banner.id,
        src: banner.src,
        alt: banner.alt[language],
      }))}
      intervalMs={CAROUSEL_INTERVAL_MS}
    />
  );
}
