import { HELPLINE } from '@portal/contract';
import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** The 'family' namespace in Arabic (en.ts says what each is); loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'family.notFound': `البيانات لا تتطابق مع سجلات التسجيل لدى المنشأة. اتصل على ${HELPLINE} لإضافة فرد العائلة.`,
  'family.duplicateDocumentId': 'رقم الوثيقة مكرر. يرجى إدخال رقم وثيقة فريد',
  'family.saveFamilyMemberSuccess': 'تم حفظ بيانات فرد العائلة بنجاح',
  'family.saveFamilyMemberError': 'تعذّر حفظ فرد العائلة، يرجى المحاولة لاحقًا.',
  'family.otpSent': 'تم إرسال رمز التحقق إلى رقم جوال فرد العائلة',
  'family.otpVerifySuccess': 'تم التحقق من رقم الجوال بنجاح',
  'family.otpVerifyError': 'لم يعد هذا التحقق صالحًا، يرجى حفظ فرد العائلة مرة أخرى.',
  'family.removeFamilyMemberSuccess': 'تم حذف فرد العائلة بنجاح',
  'family.removeFamilyMemberError': 'تعذّر حذف فرد العائلة.',
  'family.memberNotFound': 'لم يتم العثور على فرد العائلة',
  'family.readOnlyFields': 'لا يمكن تغيير تاريخ الميلاد ونوع الوثيقة ورقمها لفرد العائلة.',
  'family.selfAsMember': 'لا يمكنك إضافة نفسك كفرد من العائلة.',
};
