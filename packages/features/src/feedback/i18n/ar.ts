import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of feedback, complaint and suggestion; loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  'feedback.title': 'الملاحظات / الشكاوى / الاقتراحات',
  'tab.feedback': 'الملاحظات',
  'tab.complaint': 'شكوى',
  'tab.suggestion': 'اقتراح',

  'field.facility': 'اختر المنشأة',
  'field.patientType': 'نوع المريض',
  'field.mandatory': '{{question}} (إلزامي)',
  'field.ratingValue_zero': '{{count}} نجمة',
  'field.ratingValue_one': 'نجمة واحدة',
  'field.ratingValue_two': 'نجمتان',
  'field.ratingValue_few': '{{count}} نجوم',
  'field.ratingValue_many': '{{count}} نجمة',
  'field.ratingValue_other': '{{count}} نجمة',
  'field.choose': 'اختر',
  'field.complainantName': 'الاسم',
  'field.email': 'البريد الإلكتروني',
  'field.phone': 'رقم الهاتف المحمول',
  'field.incidentDate': 'تاريخ الحادثة',
  'field.complaint': 'الشكوى',
  'field.suggestion': 'الاقتراح',
  'field.calendar': 'التقويم',
  'field.fixedFacility': 'المنشأة',

  'feedback.intro': 'اختر المنشأة التي زرتها ونوع المريض، ثم أجب عن الأسئلة.',
  'feedback.requiredNote': 'يجب الإجابة عن الأسئلة المعلّمة (إلزامي).',
  'feedback.loading': 'يرجى الانتظار! جارٍ تحميل الأسئلة',
  'feedback.noQuestions': 'عذراً! لا توجد أسئلة للمنشأة المختارة',
  'feedback.noPatientTypes': 'لم يتم العثور على أنواع المرضى!',
  'feedback.patientTypesError': 'خطأ في جلب أنواع المرضى',
  'feedback.locationsError': 'خطأ في جلب مواقع الملاحظات',
  'feedback.thanks': 'شكراً لملاحظاتك!',
  'feedback.thanksText': 'تساعدنا إجاباتك على تحسين رعايتنا.',

  'complaint.intro': 'أخبرنا بما حدث. سنتابع الأمر ونتواصل معك.',
  'complaint.done': 'تم تسجيل شكواك',
  'complaint.number': 'رقم الشكوى: {{number, ltr}}',
  'complaint.keep': 'يرجى الاحتفاظ بهذا الرقم لأي متابعة.',

  'suggestion.intro': 'شاركنا فكرة تجعل زياراتك أفضل.',
  'suggestion.done': 'شكراً لاقتراحك!',

  submit: 'إرسال',
  goHome: 'الذهاب إلى الرئيسية',
  sendError: 'حدث خطأ ما! حاول مرة أخرى',
  loadError: 'حدث خطأ ما!',

  'feedback.textTooShort': 'يرجى إدخال أكثر من 5 أحرف',
  'feedback.textTooLong': 'يرجى إدخال 500 حرف على الأكثر',
  'feedback.incidentDateRange': 'تاريخ الحادثة لا يمكن أن يكون في المستقبل',
  'feedback.incidentDateFormat': 'صيغة تاريخ الحادثة غير صحيحة',
  'feedback.facilityRequired': 'يرجى اختيار منشأة',
  'feedback.answersInvalid': 'يرجى الإجابة عن جميع الأسئلة الإلزامية',
  'feedback.notFound': 'عذراً! لا توجد أسئلة للمنشأة المختارة',
};
