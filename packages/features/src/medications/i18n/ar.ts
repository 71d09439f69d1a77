import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of My Medications; counts take the six Arabic plural forms. */
export const ar: Translations<typeof en> = {
  'medications.title': 'أدويتي',
  'medications.active': 'الأدوية الحالية',
  'medications.past': 'الأدوية السابقة',
  'medications.loading': 'يرجى الانتظار! جارٍ تحميل الأدوية',
  'medications.noActive': 'لا توجد أدوية حالية',
  'medications.noPast': 'لا توجد أدوية سابقة',

  'filter.doctor': 'اختر الطبيب',
  'filter.allDoctors': 'جميع الأطباء',
  'filter.patient': 'اختر المريض',

  'list.doctor': 'الطبيب',
  'list.date': 'التاريخ',
  'list.duration': 'المدة',
  'list.actions': 'الإجراءات',
  'list.view': 'عرض الأدوية',
  'list.viewLabel': 'عرض الأدوية، {{doctor}}، {{date}}',
  'list.days_zero': '{{count, isolate}} يوم',
  'list.days_one': 'يوم واحد',
  'list.days_two': 'يومان',
  'list.days_few': '{{count, isolate}} أيام',
  'list.days_many': '{{count, isolate}} يوماً',
  'list.days_other': '{{count, isolate}} يوم',

  'detail.prescribedBy': 'وصفها {{doctor}} بتاريخ {{date, ltr}}',
  'detail.name': '{{brand, isolate}} ({{generic, isolate}})',
  'detail.frequency': 'الجرعة',
  'detail.remaining_zero': 'لم يتبقَّ أي يوم',
  'detail.remaining_one': 'يتبقى يوم واحد',
  'detail.remaining_two': 'يتبقى يومان',
  'detail.remaining_few': 'يتبقى {{count, isolate}} أيام',
  'detail.remaining_many': 'يتبقى {{count, isolate}} يوماً',
  'detail.remaining_other': 'يتبقى {{count, isolate}} يوم',
  'detail.elapsed_zero': '{{elapsed, isolate}} / {{count, isolate}} يوم',
  'detail.elapsed_one': '{{elapsed, isolate}} / يوم واحد',
  'detail.elapsed_two': '{{elapsed, isolate}} / يومين',
  'detail.elapsed_few': '{{elapsed, isolate}} / {{count, isolate}} أيام',
  'detail.elapsed_many': '{{elapsed, isolate}} / {{count, isolate}} يوماً',
  'detail.elapsed_other': '{{elapsed, isolate}} / {{count, isolate}} يوم',
};
