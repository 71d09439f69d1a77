import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the health package screens and the booking dialog; loaded on demand. */
export const ar: Translations<typeof en> = {
  'packages.title': 'الباقات الصحية',
  'packages.intro': 'فحوصات وبرامج كشف مبكر في مستشفياتنا.',
  'packages.empty': 'لا توجد بيانات متاحة',

  'details.exclusive': 'باقات صحية حصرية',
  'details.empty': 'لا توجد بيانات متاحة',
  'details.terms': 'تطبق الشروط والأحكام*',
  'details.book': 'احجز',
  'details.bookNamed': 'احجز {{name}}',
  'details.back': 'كل الباقات الصحية',

  'book.title': 'حجز باقة صحية',
  'book.mobile': 'رقم الجوال',
  'book.callingCode': 'رمز الاتصال',
  'book.location': 'الموقع',
  'book.package': 'الباقة',
  'book.subPackage': 'الباقة الفرعية',
  'book.date': 'التاريخ المفضل',
  'book.submit': 'احجز',
  'book.locationsError': 'حدث خطأ أثناء جلب مواقع المستشفيات',

  'content.packageBooked': 'تم حجز الباقة الصحية بنجاح',
  'content.packageNotBooked': 'لم يتم حجز الباقة الصحية',
};
