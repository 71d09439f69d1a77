import type { BrandSeed } from '@portal/features';
import { content } from './content';

export const seed: BrandSeed = {
  facility: {
    hisName: 'ADH',
    nameEn: 'Al Dhannah Hospital',
    nameAr: 'مستشفى الظنة',
    insuranceValidation: true,
  },
  locations: [
    {
      nameEn: 'Al Dhannah Hospital',
      nameAr: 'مستشفى الظنة',
      addressEn: 'Al Dhannah City, Al Dhafra Region, Abu Dhabi',
      addressAr: 'مدينة الظنة، منطقة الظفرة، أبوظبي',
      latitude: 24.0983,
      longitude: 52.7105,
      insuranceValidation: true,
    },
    {
      nameEn: 'Ruwais Clinic',
      nameAr: 'عيادة الرويس',
      addressEn: 'Ruwais Housing Complex, Al Dhafra Region, Abu Dhabi',
      addressAr: 'مجمع الرويس السكني، منطقة الظفرة، أبوظبي',
      latitude: 24.1103,
      longitude: 52.7306,
      insuranceValidation: true,
    },
    {
      nameEn: 'Mirfa Clinic',
      nameAr: 'عيادة المرفأ',
      addressEn: 'Mirfa, Al Dhafra Region, Abu Dhabi',
      addressAr: 'المرفأ، منطقة الظفرة، أبوظبي',
      latitude: 24.1195,
      longitude: 53.4436,
      insuranceValidation: false,
    },
  ],
  content,
};
