import { HELPLINE } from '@portal/contract';
import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** The 'reports' namespace in Arabic (en.ts says what each is); loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'reports.noReports': 'لا توجد تقارير لعرضها',
  'reports.somethingWentWrong': 'حدث خطأ ما. حاول مرة أخرى',
  'reports.personNotFound': 'لم يتم العثور على المريض',
  'reports.reportNotFound': 'لم يتم العثور على التقرير',
  'reports.otpRequired': 'يرجى التحقق من رمز التحقق المرسل إلى جوال فرد العائلة لعرض هذا التقرير.',
  'reports.otpSent': 'تم إرسال رمز التحقق إلى رقم جوال فرد العائلة',
  'reports.otpVerified': 'تم التحقق من الرمز بنجاح',
  'reports.noMobile': `لا يوجد رقم جوال مسجل لفرد العائلة هذا. اتصل على ${HELPLINE} لعرض التقرير.`,
  'reports.otpNotNeeded': 'لا حاجة إلى رمز تحقق لعرض هذه التقارير.',
  'reports.dateFormatError': 'خطأ في صيغة التاريخ',
  'reports.dateRangeError': 'خطأ في نطاق التاريخ',
  'reports.oldReportRequested': 'تم إرسال طلبك للحصول على التقرير القديم.',
  'reports.oldReportError': 'حدث خطأ ما',

  'list.title': 'تقارير المختبر',
  'list.current': 'الحالية',
  'list.past': 'السابقة',
  'list.type': 'نوع التقرير',
  'list.type.all': 'الكل',
  'list.type.LAB': 'المختبر',
  'list.type.RBF': 'الأشعة',
  'list.search': 'البحث برقم التقرير',
  'list.searchHint': 'أدخل {{count, isolate}} أحرف على الأقل',
  'list.list': 'التقارير',
  'list.date': 'التاريخ',
  'list.tests': 'الفحوصات',
  'list.view': 'عرض',
  'list.download': 'تنزيل',
  'list.viewLabel': 'عرض التقرير {{number}}',
  'list.downloadLabel': 'تنزيل التقرير {{number}}',

  'ready.title': 'التقرير {{number}}',
  'ready.body': 'تقريرك جاهز. افتحه في علامة تبويب جديدة أو احفظه.',
  'ready.open': 'فتح التقرير',
  'ready.download': 'تنزيل',

  'otp.heading': 'لفتح تقارير {{name, isolate}}، أدخل الرمز المرسل إلى جواله.',

  'notice.title': 'تقرير سري',
  'notice.body':
    'هذا التقرير محمي بكلمة مرور. كلمة المرور هي أول 4 أحرف من اسم المريض بالأحرف الإنجليزية الكبيرة يليها تاريخ الميلاد بصيغة DDMMYYYY.',
  'notice.example': 'مثال: أحمد (Ahmed) المولود في 05/03/1990 كلمة المرور الخاصة به {{password, ltr}}.',
  'notice.continue': 'موافق، متابعة',

  'old.open': 'طلب تقرير قديم',
  'old.title': 'طلب تقرير قديم',
  'old.reportType': 'نوع التقرير',
  'old.lastVisitDate': 'تاريخ آخر زيارة',
  'old.calendar': 'التقويم',
  'old.submit': 'إرسال',
};
