import type { UIStrings } from '../uiStrings';

const en = { remaining: (remaining: number) => `${remaining} characters remaining` };

export const textAreaStrings: UIStrings<typeof en> = {
  en,
  ar: { remaining: (remaining) => `الأحرف المتبقية: ${remaining}` },
};
