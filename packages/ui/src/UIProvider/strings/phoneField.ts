import type { UIStrings } from '../uiStrings';

const en = { callingCode: 'Country calling code' };

export const phoneFieldStrings: UIStrings<typeof en> = {
  en,
  ar: { callingCode: 'رمز الاتصال الدولي' },
};
