import { HELPLINE } from '@portal/contract';
import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the family members screen; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'family.notFound': `البيانات لا تتطابق مع سجلات تسجيلك لدى المنشأة. يرجى الاتصال على ${HELPLINE} لإضافة فرد العائلة.`,
  'family.duplicateDocumentId': 'رقم الوثيقة مكرر. يرجى إدخال رقم وثيقة غير مستخدم',
  'family.saveFamilyMemberSuccess': 'تم حفظ بيانات فرد العائلة بنجاح',
  'family.saveFamilyMemberError': 'تعذّر حفظ بيانات فرد العائلة، يرجى المحاولة لاحقًا.',
  'family.otpSent': 'تم إرسال رمز التحقق إلى رقم الهاتف المتحرك لفرد العائلة',
  'family.otpVerifySuccess': 'تم التحقق من رقم الهاتف المتحرك بنجاح',
  'family.otpVerifyError': 'لم يعد هذا التحقق صالحًا، يرجى حفظ بيانات فرد العائلة مرة أخرى.',
  'family.removeFamilyMemberSuccess': 'تمت إزالة فرد العائلة بنجاح',
  'family.removeFamilyMemberError': 'تعذّرت إزالة فرد العائلة، يرجى المحاولة لاحقًا.',
  'family.hasUpcomingAppointments': 'لدى فرد العائلة هذا مواعيد قادمة. يرجى إلغاؤها قبل إزالة فرد العائلة.',
  'family.memberNotFound': 'لم يتم العثور على فرد العائلة',
  'family.readOnlyFields': 'لا يمكن تغيير تاريخ الميلاد ونوع الوثيقة ورقم الوثيقة لفرد العائلة.',
  'family.selfAsMember': 'لا يمكنك إضافة نفسك كفرد من العائلة.',

  'list.title': 'أفراد العائلة',
  'list.matchRecords':
    'يجب أن يتطابق تاريخ الميلاد ورقم الوثيقة ونوع الوثيقة ورقم الهاتف المتحرك مع سجلات تسجيلك لدى المنشأة.',
  'list.add': 'إضافة فرد',
  'list.list': 'أفراد العائلة',
  'list.name': 'الاسم',
  'list.relation': 'صلة القرابة',
  'list.age': 'العمر',
  'list.action': 'الإجراء',
  'list.edit': 'تعديل',
  'list.delete': 'حذف',
  'list.empty': 'لا يوجد أفراد عائلة لعرضهم',

  'member.addTitle': 'إضافة فرد من العائلة',
  'member.editTitle': 'تعديل بيانات فرد من العائلة',
  'member.personal': 'البيانات الشخصية',
  'member.documents': 'الوثائق',
  'member.fixedOnEdit': 'لا يمكن تغيير تاريخ الميلاد ونوع الوثيقة ورقم الوثيقة.',

  'confirm.title': 'يرجى التأكيد',
  'confirm.body': 'لا يمكن تغيير نوع الوثيقة ورقم الوثيقة لاحقًا. هل تريد المتابعة؟',
  'confirm.yes': 'نعم، متابعة',
  'confirm.no': 'تعديل البيانات',

  'otp.member': 'تأكيد رقم الهاتف المتحرك لـ {{name, isolate}}',
  'otp.changeDetails': 'تغيير البيانات',

  'delete.title': 'حذف فرد من العائلة',
  'delete.question': 'ستتم إزالة {{name, isolate}} من أفراد عائلتك.',
  'delete.confirm': 'حذف',
  'delete.keep': 'إبقاء',
};
