import type { BrandSiteConfig } from '@portal/features';

export const site: BrandSiteConfig = {
  key: 'colab',
  displayName: { en: 'Colab Medical Centre', ar: 'مركز كولاب الطبي' },
  facilityId: 'BM10',
  hosts: ['portal.colab.ae'],
  devPortOffset: 1,
  helpline: '8007267',
  supportEmail: 'care@colab.ae',
  versionLabel: 'V 1.0.0',
  // The collaboration brand has no mobile app of its own.
  features: { appStoreLinks: false, filterToBeApplied: false },
};
