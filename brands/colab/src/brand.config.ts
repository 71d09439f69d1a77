import type { BrandConfig } from '@portal/features';
import { createTheme } from '@portal/ui';
import banner1 from './assets/banner-1.svg';
import banner2 from './assets/banner-2.svg';
import banner3 from './assets/banner-3.svg';
import logo from './assets/logo.svg';
import logoAr from './assets/logo-ar.svg';
import { site } from './brand';
import { tokens } from './tokens';

export const brand: BrandConfig = {
  ...site,
  theme: createTheme(tokens),
  logo: { src: { en: logo, ar: logoAr }, alt: site.displayName },
  banners: [
    { id: 'together', src: banner1, alt: { en: 'Care, together', ar: 'رعاية معًا' } },
    { id: 'heart', src: banner2, alt: { en: 'Heart health checks', ar: 'فحوصات صحة القلب' } },
    { id: 'family', src: banner3, alt: { en: 'Care for the whole family', ar: 'رعاية لكل العائلة' } },
  ],
};
