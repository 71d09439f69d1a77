import { useLocale } from 'react-aria-components';
import { listTypes } from '../FileUpload/validateFile';
import type { Locale } from './UIProvider';

/**
 * The design system's own words: names of its built-in controls and its default messages. A
 * component's label prop still wins. Numbers go in as the components always showed them (Western
 * digits); react-aria's own words (calendar, toast region) come localised from react-aria.
 */
const en = {
  close: 'Close',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slide show',
  playSlides: 'Play slide show',
  slide: (position: number, total: number) => `${position} of ${total}`,
  previousDay: 'Previous day',
  nextDay: 'Next day',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
  completed: 'completed',
  chooseFile: 'Choose file',
  dropFile: 'or drop it here',
  selectedFiles: 'Selected',
  fileTypeError: (types: readonly string[]) => `Please upload a file of type ${listTypes(types)}`,
  fileSizeError: 'File size must be less than 2 MB',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  noMatches: 'No matches',
  callingCode: 'Country calling code',
  clearSearch: 'Clear search',
  loadingMore: 'Loading more',
  charactersRemaining: (remaining: number) => `${remaining} characters remaining`,
  errorSummary: 'There is a problem',
};

export type UIStrings = typeof en;

// Worded as the app's own Arabic bundles word the same English (features/src/i18n, booking/i18n).
const ar: UIStrings = {
  close: 'إغلاق',
  cancel: 'إلغاء',
  dismiss: 'إغلاق',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  pauseSlides: 'إيقاف العرض المتحرك مؤقتًا',
  playSlides: 'تشغيل العرض المتحرك',
  slide: (position, total) => `${position} من ${total}`,
  previousDay: 'اليوم السابق',
  nextDay: 'اليوم التالي',
  mainMenu: 'القائمة الرئيسية',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  completed: 'مكتملة',
  chooseFile: 'اختر ملفًا',
  dropFile: 'أو أفلته هنا',
  selectedFiles: 'المحدد',
  fileTypeError: (types) => `يرجى تحميل ملف بصيغة ${types.join(' أو ')}`,
  fileSizeError: 'يجب أن يكون حجم الملف أقل من 2 ميغابايت',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  noMatches: 'لا توجد نتائج مطابقة',
  callingCode: 'رمز الاتصال الدولي',
  clearSearch: 'مسح البحث',
  loadingMore: 'جارٍ تحميل المزيد',
  charactersRemaining: (remaining) => `الأحرف المتبقية: ${remaining}`,
  errorSummary: 'توجد مشكلة',
};

export const uiStrings: Record<Locale, UIStrings> = { en, ar };

/** ui's words in the language of the nearest UIProvider (read from react-aria's locale, which it sets). */
export function useUIStrings(): UIStrings {
  return uiStrings[useLocale().locale.startsWith('ar') ? 'ar' : 'en'];
}
