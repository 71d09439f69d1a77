import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the UAE PASS return, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  'uaePass.signingIn': 'جارٍ تسجيل دخولك عبر الهوية الرقمية (UAE PASS)…',
  'uaePass.redirecting': 'جارٍ إعادتك إلى الهوية الرقمية (UAE PASS)…',
  'uaePass.cancelled': 'ألغيت تسجيل الدخول عبر الهوية الرقمية. يمكنك تسجيل الدخول برقم جوالك بدلًا من ذلك.',
  'uaePass.completeTitle': 'أكمل تسجيلك',
  'uaePass.completeIntro': 'أكدت الهوية الرقمية (UAE PASS) هذه البيانات، ولا يمكن تغييرها هنا.',
  'uaePass.completeSubmit': 'متابعة',
};
