import type { UIStrings } from '../uiStrings';

const en = { show: 'Show password', hide: 'Hide password' };

export const passwordFieldStrings: UIStrings<typeof en> = {
  en,
  ar: { show: 'إظهار كلمة المرور', hide: 'إخفاء كلمة المرور' },
};
