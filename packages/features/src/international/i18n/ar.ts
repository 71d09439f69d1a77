import { INTERNATIONAL_COMMENT_MAX } from '@portal/contract';
import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the International Patient screen; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  title: 'المرضى الدوليون',
  loading: 'جارٍ تحميل صفحة المرضى الدوليين',
  pageError: 'تعذّر تحميل صفحة المعلومات.',
  retry: 'حاول مرة أخرى',

  'form.title': 'أرسل إلينا استفسارك',
  'form.intro': 'جميع الحقول مطلوبة. سنرد عليك عبر البريد الإلكتروني أو الهاتف.',
  'form.fullName': 'الاسم الكامل',
  'form.gender': 'الجنس',
  'form.male': 'ذكر',
  'form.female': 'أنثى',
  'form.mobile': 'رقم الجوال',
  'form.mobileHint': 'من 8 إلى 10 أرقام',
  'form.email': 'البريد الإلكتروني',
  'form.travelDate': 'تاريخ السفر',
  'form.travelDateHint': 'يوم/شهر/سنة، اليوم أو بعده',
  'form.calendar': 'اختر تاريخ السفر',
  'form.comment': 'ملاحظات',
  'form.commentHint': `${INTERNATIONAL_COMMENT_MAX} حرف كحد أقصى: حالتك وما تريده منا.`,
  'form.document': 'أرفق تقريرًا طبيًا',
  'form.documentHint': 'pdf أو doc أو docx أو jpg أو jpeg أو png، حتى 2 ميغابايت',
  'form.chosen': 'المرفق: {{name}}',
  'form.send': 'أرسل الاستفسار',
  'form.sendError': 'تعذّر إرسال استفسارك. يرجى المحاولة مرة أخرى.',

  'sent.title': 'تم إرسال الاستفسار',
  'sent.reference': 'رقم الاستفسار: {{id}}',
  'sent.another': 'أرسل استفسارًا آخر',

  'international.fullNameError': 'يرجى إدخال اسمك الكامل (100 حرف كحد أقصى، دون رموز تحكم)',
  'international.mobileError': 'يرجى إدخال رقم جوال صحيح (من 8 إلى 10 أرقام)',
  'international.travelDateFormatError': 'يرجى إدخال تاريخ السفر بصيغة يوم/شهر/سنة',
  'international.travelDateRangeError': 'لا يمكن أن يكون تاريخ السفر قبل اليوم',
  'international.commentLengthError': 'يجب ألا تزيد الملاحظات على 400 حرف',
  'international.enquirySent': 'شكرًا لك. تلقّينا استفسارك، وسيتواصل معك فريق المرضى الدوليين قريبًا.',
};
