import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

export const ar: Translations<typeof en> = {
  'users.title': 'المستخدمون المسؤولون',
  'users.search': 'بحث',
  'users.searchHint': 'اكتب 3 أحرف على الأقل',
  'users.add': 'إضافة مسؤول',
  'users.firstName': 'الاسم الأول',
  'users.lastName': 'اسم العائلة',
  'users.mobile': 'الجوال',
  'users.email': 'البريد الإلكتروني',
  'users.active': 'نشط',
  'users.actions': 'الإجراءات',
  'users.activeOf': 'نشط: {{name}}',
  'users.edit': 'تعديل {{name}}',
  'users.resetPassword': 'إعادة تعيين كلمة مرور {{name}}',
  'users.empty': 'لا توجد بيانات متاحة',
  'users.updateError': 'حدث خطأ أثناء تحديث السجل',

  'form.addTitle': 'إضافة مسؤول',
  'form.editTitle': 'تعديل المستخدم',
  'form.firstName': 'الاسم الأول',
  'form.lastName': 'اسم العائلة',
  'form.mobile': 'الجوال',
  'form.email': 'البريد الإلكتروني',
  'form.save': 'حفظ',
  'form.cancel': 'إلغاء',
  'form.addError': 'حدث خطأ أثناء إضافة المستخدم',
  'form.defaultPasswordNote': 'سيتم إرسال كلمة مرور إلى رقم الجوال برسالة نصية.',

  'reset.title': 'إعادة تعيين كلمة المرور',
  'reset.confirm':
    'هل تريد إعادة تعيين كلمة مرور {{name}}؟ سيتم إرسال كلمة مرور جديدة إلى رقم جواله برسالة نصية.',
  'reset.yes': 'إعادة تعيين كلمة المرور',
  'reset.no': 'إلغاء',
  'reset.error': 'حدث خطأ أثناء إعادة تعيين كلمة المرور',

  'forced.title': 'تغيير كلمة المرور',
  'forced.intro': 'أنت تستخدم كلمة مرور افتراضية. اختر كلمة مرور جديدة للمتابعة.',
  'forced.submit': 'تغيير كلمة المرور',
  'forced.success': 'تم تغيير كلمة المرور الخاصة بك.',
  'forced.error': 'حدث خطأ أثناء تغيير كلمة المرور، يرجى المحاولة مرة أخرى.',

  'admin.allFieldsRequired': 'جميع الحقول مطلوبة',
  'admin.invalidEmail': 'أدخل بريدًا إلكترونيًا صالحًا.',
  'admin.invalidMobile': 'أدخل رقم جوال صالحًا.',
  'admin.duplicate': 'يوجد مستخدم بنفس رقم الجوال أو البريد الإلكتروني.',
  'admin.saved': 'تم حفظ المستخدم بنجاح.',
  'admin.passwordReset': 'تمت إعادة تعيين كلمة المرور وإرسالها إلى المستخدم برسالة نصية.',
  'admin.userInactive': 'المستخدم غير نشط',
  'admin.notFound': 'المستخدم غير موجود',
  'admin.ownAccount': 'لا يمكنك القيام بذلك لحسابك الخاص.',
};
