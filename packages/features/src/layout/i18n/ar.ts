import type { Translations } from './en';

/** Arabic strings of the signed-in shell; loaded on demand in its own chunk. */
export const ar: Translations = {
  'nav.dashboard': 'لوحة المعلومات',
  'nav.findDoctor': 'ابحث عن طبيب',
  'nav.appointments': 'المواعيد',

  'header.account': 'الحساب',
  'header.greeting': 'مرحبًا {{name, isolate}}',
  'header.profile': 'ملفي الشخصي',
};
