import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the appointments screen; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'appointments.title': 'المواعيد',
  'appointments.upcoming': 'المواعيد القادمة',
  'appointments.past': 'المواعيد السابقة',
  'appointments.doctor': 'الطبيب',
  'appointments.patient': 'المريض',
  'appointments.when': 'الوقت والتاريخ',
  'appointments.status': 'الحالة',
  'appointments.actions': 'الإجراءات',
  'appointments.reschedule': 'تغيير الموعد',
  'appointments.cancel': 'إلغاء',
  'appointments.book': 'احجز',

  'cancel.title': 'إلغاء الموعد',
  'cancel.question':
    'سيتم إلغاء موعدك مع {{doctor, isolate}} يوم {{date, isolate}} الساعة {{time, isolate}}.',
  'cancel.confirm': 'إلغاء الموعد',
  'cancel.keep': 'الإبقاء على الموعد',
};
