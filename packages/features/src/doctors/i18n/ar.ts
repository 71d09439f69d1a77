import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the find-a-doctor and search-result screens; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'common.noData': 'لا توجد بيانات متاحة',

  'findDoctor.title': 'ابحث عن طبيب',
  'findDoctor.intro': 'ابحث بالاسم أو التخصص أو الحالة، أو اختر تخصصًا.',
  'findDoctor.bySpecialty': 'ابحث عن طبيب حسب التخصص',
  'findDoctor.recent': 'الأطباء الأخيرون',
  'findDoctor.teleTitle': 'الاستشارة عن بعد',
  'findDoctor.teleLink': 'احجز استشارة عن بعد',

  'results.title': 'الأطباء',
  'results.heading': 'النتائج',
  'results.for': 'نتائج البحث عن «{{text}}»',
  'results.count_zero': 'لا يوجد أطباء',
  'results.count_one': 'طبيب واحد',
  'results.count_two': 'طبيبان',
  'results.count_few': '{{count}} أطباء',
  'results.count_many': '{{count}} طبيبًا',
  'results.count_other': '{{count}} طبيب',
  'results.department': 'القسم',
  'results.allDepartments': 'جميع الأقسام',
};
