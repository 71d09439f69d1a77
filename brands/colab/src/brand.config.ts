import type { BrandConfig } from '@portal/features';
import { themes } from '@portal/ui';
import banner1 from './assets/banner-1.svg';
import banner2 from './assets/banner-2.svg';
import banner3 from './assets/banner-3.svg';
import logo from './assets/logo.svg';
import logoAr from './assets/logo-ar.svg';

export const brand: BrandConfig = {
  key: 'colab',
  displayName: { en: 'Colab Medical Centre', ar: 'مركز كولاب الطبي' },
  facilityId: 'BM10',
  theme: themes.colab,
  logo: { src: { en: logo, ar: logoAr }, alt: { en: 'Colab Medical Centre', ar: 'مركز كولاب الطبي' } },
  banners: [
    { id: 'together', src: banner1, alt: { en: 'Care, together', ar: 'رعاية معًا' } },
    { id: 'heart', src: banner2, alt: { en: 'Heart health checks', ar: 'فحوصات صحة القلب' } },
    { id: 'family', src: banner3, alt: { en: 'Care for the whole family', ar: 'رعاية لكل العائلة' } },
  ],
  // The collaboration brand has no mobile app of its own.
  features: { appStoreLinks: false },
  helpline: '8007267',
  supportEmail: 'care@colab.ae',
  versionLabel: 'V 1.0.0',
};
