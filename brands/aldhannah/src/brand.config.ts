import type { BrandConfig } from '@portal/features';
import { themes } from '@portal/ui';
import banner1 from './assets/banner-1.svg';
import banner2 from './assets/banner-2.svg';
import banner3 from './assets/banner-3.svg';
import logo from './assets/logo.svg';
import logoAr from './assets/logo-ar.svg';

export const brand: BrandConfig = {
  key: 'aldhannah',
  displayName: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' },
  facilityId: 'AD10',
  theme: themes.aldhannah,
  logo: { src: { en: logo, ar: logoAr }, alt: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' } },
  banners: [
    { id: 'care', src: banner1, alt: { en: 'Care close to home', ar: 'رعاية قريبة من منزلك' } },
    { id: 'heart', src: banner2, alt: { en: 'Heart health checks', ar: 'فحوصات صحة القلب' } },
    { id: 'booking', src: banner3, alt: { en: 'Book appointments online', ar: 'احجز مواعيدك عبر الإنترنت' } },
  ],
  features: { appStoreLinks: true },
  appStoreLinks: {
    apple: 'https://apps.apple.com/ae/app/al-dhannah-hospital/id0000000000',
    google: 'https://play.google.com/store/apps/details?id=ae.aldhannah.portal',
  },
  helpline: '8007267',
  supportEmail: 'care@aldhannah.ae',
  versionLabel: 'V 1.0.0',
};
