import { HELPLINE } from '@portal/contract';
import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the teleconsultation and coming-soon screens; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'nav.appointments': 'المواعيد',

  'tele.title': 'الاستشارة عن بعد',
  'tele.connected': 'تم تسجيل دخولك إلى خدمة الاستشارة عن بعد.',
  'tele.sessionEnded': 'لم تعد جلسة الاستشارة هذه مفتوحة في هذه الصفحة. ابدأها مرة أخرى من مواعيدك.',
  'tele.devices': 'الكاميرا والميكروفون',
  'tele.checkIntro': 'تحقق من عمل الكاميرا والميكروفون قبل انضمام الطبيب.',
  'tele.check': 'تحقق من الكاميرا والميكروفون',
  'tele.checkAgain': 'تحقق مرة أخرى',
  'tele.preview': 'الكاميرا الخاصة بك',
  'tele.ready': 'الكاميرا والميكروفون يعملان.',
  'tele.micLevel': 'مستوى الميكروفون',
  'tele.denied':
    'تم رفض الوصول إلى الكاميرا والميكروفون. اسمح بهما لهذا الموقع من إعدادات المتصفح، ثم تحقق مرة أخرى.',
  'tele.missing': 'لم يتم العثور على كاميرا أو ميكروفون. قم بتوصيل أحدهما، ثم تحقق مرة أخرى.',
  'tele.unsupported': 'لا يمكن لهذا المتصفح استخدام الكاميرا هنا. افتح البوابة في متصفح حديث عبر اتصال آمن.',
  'tele.failed': `تعذر تشغيل الكاميرا أو الميكروفون. أغلق التطبيقات الأخرى التي تستخدمهما، ثم تحقق مرة أخرى، أو اتصل على ${HELPLINE}.`,
  'tele.waitingTitle': 'بانتظار طبيبك',
  'tele.waiting': 'سينضم طبيبك في موعد الاستشارة. أبقِ هذه الصفحة مفتوحة.',
  'tele.leave': 'مغادرة الاستشارة',

  'comingSoon.title': 'قريبًا',
  'comingSoon.intro': 'نعمل حاليًا على هذا الجزء من البوابة.',
  'comingSoon.toDashboard': 'الذهاب إلى لوحة المعلومات',
};
