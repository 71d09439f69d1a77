import { HELPLINE } from '@portal/contract';
import type { Translations } from '../../../i18n/i18n';
import type { en } from './en';

/** The 'care' namespace in Arabic (en.ts says who shows what); loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'booking.booked': 'تم حجز الموعد بنجاح',
  'booking.rescheduled': 'تم تغيير موعدك بنجاح',
  'booking.cancelled': 'تم إلغاء الموعد بنجاح!',
  'booking.familyMobileSame': 'رقم جوال فرد العائلة هو نفس رقم جوال المستخدم المسجِّل',
  'booking.emiratesIdDobInvalid': 'رقم الهوية الإماراتية أو تاريخ الميلاد غير صحيح، يرجى التحقق',
  'booking.pastDate': 'التاريخ المختار في الماضي، يرجى اختيار تاريخ آخر.',
  'booking.doctorNotBookable': `لا يمكن حجز موعد مع هذا الطبيب عبر الإنترنت، يرجى الاتصال على ${HELPLINE}.`,
  'booking.departmentNotBookable': `تُحجز مواعيد هذا القسم عبر الهاتف، يرجى الاتصال على ${HELPLINE}.`,
  'booking.insuranceRestricted': `يرجى الاتصال بمركز التجربة على ${HELPLINE} لحجز الموعد.`,
  'booking.insuranceDialogTitle': 'خطأ',
  'booking.slotTaken': 'لم يعد هذا الموعد متاحًا، يرجى اختيار موعد آخر.',
  'booking.notChangeable': 'لم يعد بالإمكان تغيير هذا الموعد.',
  'booking.notTelemedicine': 'هذا الموعد ليس استشارة عن بعد.',
  'booking.teleconsultTooEarly': 'يمكنك بدء الاستشارة عن بعد قبل 5 دقائق من موعدك',
  'booking.teleconsultOtherDay': 'موعد استشارتك عن بعد محدد في {{date}}',
  'booking.patientRecordsError': 'خطأ في جلب سجلات المريض',
  'booking.patientDetailsNotFound': 'لم يتم العثور على بيانات المريض',
  'booking.recordIssue': `توجد مشكلة في هذا السجل، يرجى الاتصال على ${HELPLINE}.`,
  'booking.noSlot': 'لا توجد مواعيد متاحة',
  'booking.noSlotsNext30Days': 'لا توجد مواعيد متاحة خلال الثلاثين يومًا القادمة',
  'booking.noDoctors': 'لا يوجد أطباء لعرضهم',
  'booking.noAppointments': 'لا توجد مواعيد لعرضها',
  'booking.searchFirst': 'ابحث أولًا',

  'common.close': 'إغلاق',
  'common.ok': 'حسنًا',

  'dashboard.findDoctor': 'ابحث عن طبيب',
  'dashboard.bySpecialty': 'ابحث عن طبيب حسب التخصص',
  'dashboard.myAppointments': 'مواعيدي',
  'dashboard.sideColumn': 'مواعيدك وأطباؤك',
  'dashboard.upcoming': 'المواعيد القادمة',
  'dashboard.noUpcoming': 'لا توجد مواعيد قادمة',
  'dashboard.allAppointments': 'عرض جميع المواعيد',
  'dashboard.recent': 'الأطباء الذين تمت استشارتهم مؤخرًا',
  'dashboard.noRecentConsultations': 'لا توجد استشارات حديثة',

  'search.label': 'ابحث عن طبيب أو تخصص أو حالة',
  'search.placeholder': 'مثال: {{example}}',
  'search.submit': 'بحث',
  'search.category.doctor': 'طبيب',
  'search.category.specialty': 'تخصص',
  'search.category.condition': 'حالة',

  'doctor.experience_zero': 'أقل من سنة خبرة',
  'doctor.experience_one': 'سنة واحدة من الخبرة',
  'doctor.experience_two': 'سنتان من الخبرة',
  'doctor.experience_few': '{{count}} سنوات من الخبرة',
  'doctor.experience_many': '{{count}} سنة من الخبرة',
  'doctor.experience_other': '{{count}} سنة من الخبرة',
  'doctor.experienceLabel': 'الخبرة',
  'doctor.viewProfile': 'عرض الملف الشخصي',
  'doctor.book': 'احجز موعدًا',
  'doctor.bookAgain': 'احجز مرة أخرى',
  'doctor.bookTeleconsultation': 'احجز استشارة عن بعد',
  'doctor.callToBook': 'للحجز اتصل على:',
  'doctor.specialization': 'التخصص الدقيق',
  'doctor.nationality': 'الجنسية',
  'doctor.languages': 'اللغات',
  'doctor.location': 'الموقع',
  'doctor.biography': 'نبذة',
  'doctor.lastVisit': 'آخر زيارة {{date}}',

  'findDoctor.teleIntro': 'قابل طبيبًا عبر الفيديو من منزلك في اليوم نفسه.',

  'booking.somethingWentWrong': 'حدث خطأ ما',

  'patient.label': 'المريض',

  'calendar.add': 'أضف إلى التقويم',

  'appointments.startTeleconsult': 'ابدأ الاستشارة عن بعد',

  'status.booked': 'محجوز',
  'status.visited': 'تمت الزيارة',
  'status.notVisited': 'لم تتم الزيارة',

  'tele.opensIn_zero': 'يمكنك البدء بعد أقل من دقيقة',
  'tele.opensIn_one': 'يمكنك البدء بعد دقيقة واحدة',
  'tele.opensIn_two': 'يمكنك البدء بعد دقيقتين',
  'tele.opensIn_few': 'يمكنك البدء بعد {{count, isolate}} دقائق',
  'tele.opensIn_many': 'يمكنك البدء بعد {{count, isolate}} دقيقة',
  'tele.opensIn_other': 'يمكنك البدء بعد {{count, isolate}} دقيقة',
  'tele.opensAt': 'يمكنك البدء الساعة {{time, isolate}}',
  'tele.opensOn': 'يمكنك البدء يوم {{date, isolate}} الساعة {{time, isolate}}',
};
