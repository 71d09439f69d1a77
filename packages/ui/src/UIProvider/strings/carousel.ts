import type { UIStrings } from '../uiStrings';

const en = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
  slide: (position: number, total: number) => `${position} of ${total}`,
};

export const carouselStrings: UIStrings<typeof en> = {
  en,
  ar: {
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    pause: 'إيقاف العرض المتحرك مؤقتًا',
    play: 'تشغيل العرض المتحرك',
    slide: (position, total) => `${position} من ${total}`,
  },
};
