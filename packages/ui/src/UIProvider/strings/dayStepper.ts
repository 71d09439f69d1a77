import type { UIStrings } from '../uiStrings';

const en = { previous: 'Previous day', next: 'Next day' };

export const dayStepperStrings: UIStrings<typeof en> = {
  en,
  ar: { previous: 'اليوم السابق', next: 'اليوم التالي' },
};
