import type { UIStrings } from '../uiStrings';

const en = { close: 'Close', cancel: 'Cancel' };

/** Dialogs, drawers and toasts. */
export const commonStrings: UIStrings<typeof en> = {
  en,
  ar: { close: 'إغلاق', cancel: 'إلغاء' },
};
