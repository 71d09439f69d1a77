import type { UIStrings } from '../uiStrings';

const en = { clear: 'Clear search' };

export const searchFieldStrings: UIStrings<typeof en> = {
  en,
  ar: { clear: 'مسح البحث' },
};
