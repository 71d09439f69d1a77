import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

export const ar: Translations<typeof en> = {
  'needHelp.title': 'هل تحتاج إلى مساعدة؟',
  'needHelp.intro': 'اتصل بنا في أي وقت، أو راسلنا، أو ابحث عن إجابتك أدناه.',
  'needHelp.helplineTitle': 'خط المساعدة على مدار 24 ساعة',
  'needHelp.call': 'اتصل على {{number, ltr}}',
  'needHelp.emailTitle': 'البريد الإلكتروني للدعم',
  'needHelp.faqsTitle': 'الأسئلة الشائعة',
  'needHelp.faqsEmpty': 'لا توجد بيانات متاحة',
  'needHelp.contactUs': 'اتصل بنا',
  'needHelp.askDoctor': 'اسأل الطبيب',

  'contactUs.title': 'اتصل بنا',
  'askDoctor.title': 'اسأل الطبيب',
  'form.mobile': 'رقم الجوال',
  'form.callingCode': 'رمز الاتصال',
  'form.message': 'الرسالة',
  'form.comment': 'سؤالك',
  'form.mode': 'طريقة التواصل',
  'form.modeEmail': 'البريد الإلكتروني',
  'form.modeMobile': 'الجوال',
  'form.send': 'إرسال',
  'form.failed': 'حدث خطأ ما',

  'help.fillAllData': 'يرجى تعبئة جميع البيانات',
  'help.invalidMobile': 'أدخل رقم جوال صحيح.',
  'help.invalidEmail': 'يرجى إدخال بريد إلكتروني صحيح',
  'help.tooLong': 'يرجى اختصار ما أدخلته',
  'help.queryReceived': 'لقد تلقينا استفسارك. سنتواصل معك قريباً.',
};
