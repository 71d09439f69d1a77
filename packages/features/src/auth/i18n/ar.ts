import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the login screen, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  'login.title': 'تسجيل الدخول',
  'login.intro': 'سجّل الدخول برقم جوالك وكلمة المرور.',
  'login.password': 'كلمة المرور',
  'login.forgotPassword': 'نسيت كلمة المرور؟',
  'login.noAccount': 'جديد على البوابة؟',
  'login.register': 'التسجيل',
  'login.getTheApp': 'حمّل تطبيق الجوال',
  'login.appStore': 'حمّله من App Store',
  'login.googlePlay': 'احصل عليه من Google Play',
  'login.opensInNewTab': '(يفتح في علامة تبويب جديدة)',
  'login.lockoutRule': 'بعد 5 محاولات فاشلة، يُقفل الحساب لمدة 15 دقيقة.',
};
