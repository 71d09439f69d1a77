import type { Translations } from '../../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the not-found and not-allowed pages, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  'error.toDashboard': 'الانتقال إلى لوحة المعلومات',
  'error.notFoundTitle': 'الصفحة غير موجودة',
  'error.notFoundText': 'الصفحة التي طلبتها غير موجودة أو تم نقلها.',
  'error.notAllowedTitle': 'غير مسموح',
  'error.notAllowedText': 'لا يملك حسابك صلاحية الوصول إلى هذه الصفحة.',
};
