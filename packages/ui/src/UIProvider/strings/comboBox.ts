import type { UIStrings } from '../uiStrings';

const en = { noMatches: 'No matches' };

export const comboBoxStrings: UIStrings<typeof en> = {
  en,
  ar: { noMatches: 'لا توجد نتائج مطابقة' },
};
