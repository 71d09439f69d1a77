import type { UIStrings } from '../uiStrings';

const en = { dismiss: 'Dismiss' };

export const alertStrings: UIStrings<typeof en> = {
  en,
  ar: { dismiss: 'إغلاق' },
};
