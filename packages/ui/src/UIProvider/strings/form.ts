import type { UIStrings } from '../uiStrings';

const en = { errorSummary: 'There is a problem' };

export const formStrings: UIStrings<typeof en> = {
  en,
  ar: { errorSummary: 'توجد مشكلة' },
};
