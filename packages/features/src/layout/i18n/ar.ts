import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the signed-in shell; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'nav.dashboard': 'لوحة المعلومات',
  'nav.findDoctor': 'ابحث عن طبيب',
  'nav.appointments': 'المواعيد',
  'nav.labReports': 'تقارير المختبر',
  'nav.myMedication': 'أدويتي',
  'nav.familyMembers': 'أفراد العائلة',
  'nav.feedback': 'الملاحظات / الشكاوى / الاقتراحات',
  'nav.contactUs': 'اتصل بنا',
  'nav.inbox': 'صندوق رسائل المرضى',
  'nav.profile': 'الملف الشخصي',
  'nav.needHelp': 'تحتاج مساعدة',
  'nav.adminUsers': 'المستخدمون المسؤولون',
  'nav.broadcast': 'إشعارات البث',
  'nav.notifications': 'الإشعارات',

  'header.account': 'الحساب',
  'header.greeting': 'مرحبًا {{name, isolate}}',
  'header.profile': 'ملفي الشخصي',
  'header.needHelp': 'هل تحتاج إلى مساعدة؟',
  'header.feedback': 'الملاحظات / الشكاوى / الاقتراحات',
  'header.notifications': 'الإشعارات',
  'header.unread': '{{count, isolate}} غير مقروءة',
};
