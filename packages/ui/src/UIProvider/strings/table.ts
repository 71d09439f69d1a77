import type { UIStrings } from '../uiStrings';

const en = { loadingMore: 'Loading more' };

export const tableStrings: UIStrings<typeof en> = {
  en,
  ar: { loadingMore: 'جارٍ تحميل المزيد' },
};
