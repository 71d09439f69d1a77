import type { BrandSiteConfig } from '@portal/features';

export const site: BrandSiteConfig = {
  key: 'aldhannah',
  displayName: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' },
  facilityId: 'AD10',
  hosts: ['portal.aldhannah.ae'],
  devPortOffset: 0,
  helpline: '8007267',
  supportEmail: 'care@aldhannah.ae',
  versionLabel: 'V 1.0.0',
  features: { appStoreLinks: true, filterToBeApplied: false },
  appStoreLinks: {
    apple: 'https://apps.apple.com/ae/app/al-dhannah-hospital/id0000000000',
    google: 'https://play.google.com/store/apps/details?id=ae.aldhannah.portal',
  },
};
