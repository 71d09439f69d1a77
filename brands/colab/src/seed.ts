import type { BrandSeed } from '@portal/features';
import { content } from './content';

export const seed: BrandSeed = {
  facility: {
    hisName: 'CMC',
    nameEn: 'Colab Medical Centre',
    nameAr: 'مركز كولاب الطبي',
    insuranceValidation: false,
  },
  locations: [
    {
      nameEn: 'Colab Medical Centre',
      nameAr: 'مركز كولاب الطبي',
      addressEn: 'Al Bateen, Abu Dhabi',
      addressAr: 'البطين، أبوظبي',
      latitude: 24.4539,
      longitude: 54.3773,
      insuranceValidation: false,
    },
    {
      nameEn: 'Colab Medical Centre - Al Reem Island',
      nameAr: 'مركز كولاب الطبي - جزيرة الريم',
      addressEn: 'Shams Boutik, Al Reem Island, Abu Dhabi',
      addressAr: 'شمس بوتيك، جزيرة الريم، أبوظبي',
      latitude: 24.499,
      longitude: 54.403,
      insuranceValidation: false,
    },
  ],
  content,
};
