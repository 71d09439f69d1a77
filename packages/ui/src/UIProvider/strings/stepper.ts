import type { UIStrings } from '../uiStrings';

const en = { completed: 'completed' };

export const stepperStrings: UIStrings<typeof en> = {
  en,
  ar: { completed: 'مكتملة' },
};
