import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of registration and sign-up, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  saveRegError: 'حدث خطأ أثناء التسجيل، يرجى المحاولة مرة أخرى.',

  'register.title': 'التسجيل',
  'register.intro': 'رقم جوالك ووثيقة هويتك كما هي مسجلة لدى المستشفى.',
  'register.acceptTerms': 'أوافق على الشروط والأحكام وسياسة الخصوصية',
  'register.continue': 'متابعة',
  'register.haveAccount': 'مسجل بالفعل؟',
  'register.confirmTitle': 'يرجى التأكيد',
  'register.confirmBody': 'لا يمكن تغيير نوع الوثيقة ورقمها لاحقًا. يرجى التأكد من صحتهما.',
  'register.confirm': 'نعم، متابعة',
  'register.edit': 'تعديل البيانات',
  'register.changeDetails': 'تغيير البيانات',

  'terms.title': 'الشروط والأحكام',
  'privacy.title': 'سياسة الخصوصية',

  'signUp.title': 'أنشئ حسابك',
  'signUp.intro': 'تم التحقق من رقم جوالك وتاريخ ميلادك ووثيقتك، ولا يمكن تغييرها هنا.',
  'signUp.submit': 'تسجيل',
};
