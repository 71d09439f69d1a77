import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the notifications list; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  markAll: 'تعليم الكل كمقروء',
  empty: 'لا توجد إشعارات جديدة',
  unread: 'غير مقروء',
  labReport: 'تقرير المختبر',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  'notifications.notFound': 'لم يتم العثور على الإشعار',
  'notifications.accountNotFound': 'لا يوجد حساب بهذا الرقم',
  'notifications.personNotFound': 'لم يتم العثور على المريض',
};
