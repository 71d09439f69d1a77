import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the password reset, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  resetPassSuccess: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  resetPassError: 'حدث خطأ أثناء إعادة تعيين كلمة المرور، يرجى المحاولة مرة أخرى.',

  'forgot.title': 'نسيت كلمة المرور',
  'forgot.intro': 'أدخل رقم جوالك وتاريخ ميلادك، وسنرسل إليك رمز تحقق لمرة واحدة.',
  'forgot.step': 'الخطوة {{step, isolate}} من {{total, isolate}}',
  'forgot.sendOtp': 'إرسال الرمز',
  'forgot.newTitle': 'تعيين كلمة مرور جديدة',
  'forgot.reset': 'إعادة تعيين كلمة المرور',
};
