import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** The 'reports' namespace in Arabic (en.ts says what each is); loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'reports.title': 'تقارير المختبر',
  'reports.current': 'الحالية',
  'reports.past': 'السابقة',
  'reports.type': 'نوع التقرير',
  'reports.type.all': 'الكل',
  'reports.type.LAB': 'المختبر (LAB)',
  'reports.type.RBF': 'الأشعة (RBF)',
  'reports.search': 'البحث برقم التقرير',
  'reports.searchHint': 'أدخل {{count, isolate}} أحرف على الأقل',
  'reports.empty': 'لا توجد تقارير لعرضها',
  'reports.list': 'التقارير',
  'reports.number': 'رقم التقرير',
  'reports.date': 'التاريخ',
  'reports.tests': 'الفحوصات',
  'reports.view': 'عرض',
  'reports.download': 'تنزيل',
  'reports.viewLabel': 'عرض التقرير {{number, isolate}}',
  'reports.downloadLabel': 'تنزيل التقرير {{number, isolate}}',
  'reports.opening': 'جارٍ فتح التقرير…',
  'reports.failed': 'حدث خطأ ما. حاول مرة أخرى',

  'ready.title': 'التقرير {{number, isolate}}',
  'ready.body': 'تقريرك جاهز.',
  'ready.open': 'فتح التقرير',
  'ready.download': 'تنزيل',
  'ready.close': 'إغلاق',

  'otp.heading': 'لفتح تقرير {{name, isolate}}، أدخل الرمز المرسل إلى جواله.',

  'notice.title': 'تقرير سري',
  'notice.body':
    'هذا التقرير محمي بكلمة مرور. كلمة المرور هي أول 4 أحرف من اسم المريض بالأحرف الإنجليزية الكبيرة يليها تاريخ الميلاد بصيغة DDMMYYYY.',
  'notice.example': 'مثال: أحمد (Ahmed) المولود في 05/03/1990 كلمة المرور الخاصة به {{password, isolate}}.',
  'notice.continue': 'موافق، متابعة',

  'old.open': 'طلب تقرير قديم',
  'old.title': 'طلب تقرير قديم',
  'old.reportType': 'نوع التقرير',
  'old.lastVisitDate': 'تاريخ آخر زيارة',
  'old.calendar': 'التقويم',
  'old.submit': 'إرسال',
  'old.cancel': 'إلغاء',
  'old.success': 'تم إرسال طلبك للحصول على تقرير قديم.',
  'old.failed': 'حدث خطأ ما',
};
