import { listTypes } from '../../FileUpload/validateFile';
import type { UIStrings } from '../uiStrings';

const en = {
  choose: 'Choose file',
  drop: 'or drop it here',
  selected: 'Selected',
  typeError: (types: readonly string[]) => `Please upload a file of type ${listTypes(types)}`,
  sizeError: 'File size must be less than 2 MB',
};

export const fileUploadStrings: UIStrings<typeof en> = {
  en,
  ar: {
    choose: 'اختر ملفًا',
    drop: 'أو أفلته هنا',
    selected: 'المحدد',
    typeError: (types) => `يرجى تحميل ملف بصيغة ${types.join(' أو ')}`,
    sizeError: 'يجب أن يكون حجم الملف أقل من 2 ميغابايت',
  },
};
