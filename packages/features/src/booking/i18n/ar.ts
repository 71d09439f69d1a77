import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the booking screens; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'common.yes': 'نعم',
  'common.no': 'لا',
  'common.opensInNewTab': '(يفتح في علامة تبويب جديدة)',

  'nav.findDoctor': 'ابحث عن طبيب',

  'booking.title': 'حجز موعد',
  'booking.teleTitle': 'حجز استشارة عن بعد',
  'booking.chooseTime': 'اختر التاريخ والوقت',
  'booking.details': 'حجزك',
  'booking.chosenTime': 'الموعد المختار',
  'booking.noTimeChosen': 'اختر موعدًا',
  'booking.directions': 'احصل على الاتجاهات',
  'booking.teleAddress': 'استشارة عن بعد بالفيديو: ابدأها من صفحة مواعيدك.',
  'booking.confirm': 'تأكيد الحجز',
  'booking.confirmReschedule': 'تأكيد تغيير الموعد',
  'booking.confirmTitle': 'تأكيد الموعد',
  'booking.confirmQuestion': 'هل أنت متأكد أنك تريد حجز هذا الموعد؟',
  'booking.confirmRescheduleQuestion': 'هل أنت متأكد أنك تريد تغيير هذا الموعد؟',

  'reschedule.title': 'تغيير الموعد',
  'reschedule.current': 'الموعد الحالي',

  'slots.day': 'يوم الموعد',
  'slots.pickDate': 'اختر تاريخًا',
  'slots.loading': 'جارٍ تحميل المواعيد المتاحة…',
  'slots.group.Morning': 'الصباح',
  'slots.group.Afternoon': 'بعد الظهر',
  'slots.group.Evening': 'المساء',
  'slots.nextAvailable': 'المواعيد المتاحة التالية',
  'slots.count_zero': 'لا توجد مواعيد',
  'slots.count_one': 'موعد واحد',
  'slots.count_two': 'موعدان',
  'slots.count_few': '{{count, isolate}} مواعيد',
  'slots.count_many': '{{count, isolate}} موعدًا',
  'slots.count_other': '{{count, isolate}} موعد',

  'success.reference': 'الرقم المرجعي',
  'success.doctor': 'الطبيب',
  'success.patient': 'المريض',
  'success.when': 'التاريخ والوقت',
  'success.where': 'الموقع',
  'success.bookAnother': 'احجز موعدًا آخر',
  'success.viewAppointments': 'عرض مواعيدي',
};
