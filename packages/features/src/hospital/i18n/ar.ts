import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the hospital chooser and the complete-profile gate, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  locationsError: 'حدث خطأ أثناء جلب مواقع المستشفى',

  'completeProfile.title': 'إكمال الملف الشخصي',
  'completeProfile.introDob': 'يرجى إضافة تاريخ ميلادك واختيار مستشفاك للمتابعة.',
  'completeProfile.introHospital': 'يرجى اختيار مستشفاك للمتابعة.',

  'hospital.title': 'اختر المستشفى',
  'hospital.choose': 'اختر مستشفاك',
  'hospital.current': 'مستشفاك:',
  'hospital.changed': 'مستشفاك الآن {{name, isolate}}.',
};
