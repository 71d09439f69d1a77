import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the dashboard; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'dashboard.welcome': 'أهلًا بك، {{name, isolate}}',

  'banners.label': 'أبرز الأخبار',

  'tiles.title': 'الخدمات',
  'tiles.appointments': 'المواعيد',
  'tiles.doctors': 'الأطباء',
  'tiles.diagnosticReports': 'التقارير التشخيصية',
  'tiles.myMedications': 'أدويتي',
  'tiles.insurance': 'التأمين',
  'tiles.askDoctor': 'اسأل الطبيب',
  'tiles.healthTap': 'الأدوات الصحية',
  'tiles.feedback': 'الملاحظات/الشكاوى/الاقتراحات',
  'tiles.contactUs': 'اتصل بنا',

  'news.title': 'الأخبار',
  'news.viewMore': 'عرض المزيد',
  'news.published': 'نُشر في {{date, ltr}}',
  'news.empty': 'لا توجد بيانات متاحة',

  'events.title': 'الفعاليات',
  'events.play': 'تشغيل الفيديو: {{title}}',
  'events.empty': 'لا توجد بيانات متاحة',
  'events.viewMore': 'عرض المزيد',

  'side.label': 'مواعيدك وأطباؤك والفعاليات',
} as const;
