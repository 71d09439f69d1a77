import type { Translations } from '../../../i18n/i18n';
import type { en } from './en';

/**
 * The helpline (contract HELPLINE) inside an Arabic sentence: left to right, isolated, as ltr() of
 * bidi.ts writes it. Spelled out rather than imported: an import would make this lazy chunk list
 * the entry's files as its dependencies (0.5 kB more on every screen that may load it).
 */
const helpline = '\u20668007267\u2069';

/** Arabic strings the identity features share, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  // Messages of spec section 8 and the server's fixed texts (messages.ts maps the texts to these keys).
  mobileAlreadyRegistered: 'رقم الجوال هذا مسجل لدينا بالفعل. يرجى محاولة تسجيل الدخول باستخدام هذا الرقم',
  documentAlreadyRegistered: `هذه الوثيقة مسجلة لدينا بالفعل. يرجى الاتصال على ${helpline}.`,
  registrationFailed: 'تعذّر إكمال التسجيل، يرجى التسجيل مرة أخرى.',
  invalidDateOfBirth: 'تاريخ الميلاد غير صحيح',
  oldPassError: 'كلمة المرور القديمة غير صحيحة',
  uaePassPasswordLocked:
    'لا يمكن تغيير كلمة المرور هنا للحسابات التي تسجّل الدخول عبر الهوية الرقمية (UAE PASS).',
  uaePassProfileLocked:
    'لا يمكن تغيير الاسم والبريد الإلكتروني والجنس والجنسية وتاريخ الميلاد والوثيقة لحساب مرتبط بالهوية الرقمية (UAE PASS).',
  documentLocked: 'لا يمكن تغيير نوع الوثيقة ورقمها.',
  invalidSelection: 'يرجى اختيار قيمة من القائمة.',
  updateDobError: 'حدث خطأ أثناء تحديث تاريخ الميلاد',
  updateFacilityError: 'حدث خطأ أثناء تحديث المستشفى',
  accountDeleted: 'تم حذف حسابك.',
  saveProfileSuccess: 'تم تحديث الملف الشخصي بنجاح',

  // The UAE PASS round trip's outcomes: the return screen and My Profile's link both tell them.
  'uaePass.failed': 'لم يكتمل تسجيل الدخول عبر الهوية الرقمية (UAE PASS). يرجى المحاولة مرة أخرى.',
  'uaePass.sop1': 'حساب الهوية الرقمية غير موثّق (SOP1)',
  'uaePass.inactiveCode': 'رمز التفويض المستلم من طلب الرمز غير نشط',
  'uaePass.invalidState': 'تعذّر التحقق من تسجيل الدخول عبر الهوية الرقمية، يرجى المحاولة مرة أخرى.',
  'uaePass.disabled': 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS) غير متاح.',
  'uaePass.unavailable': 'الهوية الرقمية (UAE PASS) غير متاحة حاليًا، يرجى المحاولة لاحقًا.',
  'uaePass.registrationExpired':
    'انتهت صلاحية تسجيل دخولك عبر الهوية الرقمية، يرجى تسجيل الدخول عبر الهوية الرقمية مرة أخرى.',
  'uaePass.incompleteIdentity':
    'ينقص حساب الهوية الرقمية الخاص بك الاسم أو رقم جوال إماراتي. يرجى التسجيل برقم جوالك بدلًا من ذلك.',
  'uaePass.detailsMismatch': `بيانات حساب الهوية الرقمية الخاص بك لا تطابق حسابك في البوابة. يرجى الاتصال على ${helpline}.`,
  'uaePass.inactiveAccount': `حسابك غير نشط. يرجى الاتصال على ${helpline}.`,
  'uaePass.fieldFixed':
    'لا يمكن هنا تغيير البيانات التي أكدتها الهوية الرقمية أو الموجودة مسبقًا في ملفك الشخصي.',
  'uaePass.notUaePassSession': 'لا يمكن إكمال الملف الشخصي بهذه الطريقة إلا من جلسة بدأت عبر الهوية الرقمية.',
  'uaePass.tooManyStarts': 'محاولات كثيرة جدًا لتسجيل الدخول عبر الهوية الرقمية. يرجى المحاولة لاحقًا.',
  'uaePass.signInToLink': `يوجد حساب مسجل برقم هويتك الإماراتية. سجّل الدخول إليه برقم جواله وكلمة المرور، ثم اربط الهوية الرقمية من ملفي الشخصي. إذا لم يكن هذا الحساب لك، يرجى الاتصال على ${helpline}.`,
  'uaePass.linked': 'تم ربط الهوية الرقمية (UAE PASS) بحسابك.',
  'uaePass.alreadyLinked': 'حسابك مرتبط بالفعل بحساب هوية رقمية.',
  'uaePass.linkedElsewhere': `حساب الهوية الرقمية هذا مرتبط بحساب آخر في البوابة. يرجى الاتصال على ${helpline}.`,
  'uaePass.staffAccount': 'لا يمكن ربط حسابات الموظفين بالهوية الرقمية.',

  lookupError: 'تعذّر تحميل القائمة. يرجى إعادة تحميل الصفحة.',
  'common.save': 'حفظ',
  'common.cancel': 'إلغاء',
  'common.close': 'إغلاق',
  'common.retry': 'أعد المحاولة',
  'form.errorSummary': 'يرجى تصحيح ما يلي',
  'form.fieldError': '{{field}}: {{message}}',

  // The one-time-code step (OtpForm) of sign-in, registration and the password reset.
  otpSendSuccess: 'تم إرسال رمز التحقق إلى رقم جوالك',
  'otp.title': 'التحقق من الرمز',
  'otp.sentTo': 'أدخل الرمز المرسل إلى',
  'otp.validity_zero': 'الرمز صالح لأقل من دقيقة.',
  'otp.validity_one': 'الرمز صالح لمدة دقيقة واحدة.',
  'otp.validity_two': 'الرمز صالح لمدة دقيقتين.',
  'otp.validity_few': 'الرمز صالح لمدة {{count, isolate}} دقائق.',
  'otp.validity_many': 'الرمز صالح لمدة {{count, isolate}} دقيقة.',
  'otp.validity_other': 'الرمز صالح لمدة {{count, isolate}} دقيقة.',
  'otp.label': 'رمز التحقق لمرة واحدة',
  'otp.verify': 'تحقق',
  'otp.resend': 'إعادة إرسال الرمز',
  'otp.resendIn': 'إعادة إرسال الرمز خلال {{seconds, isolate}} ثانية',
  'otp.backToLogin': 'العودة إلى تسجيل الدخول',

  'field.name': 'الاسم',
  'field.firstName': 'الاسم الأول',
  'field.lastName': 'اسم العائلة',
  'field.email': 'البريد الإلكتروني',
  'field.gender': 'الجنس',
  'field.nationality': 'الجنسية',
  'field.dateOfBirth': 'تاريخ الميلاد',
  'field.calendar': 'اختر تاريخًا',
  'field.documentType': 'نوع الوثيقة',
  'field.documentId': 'رقم الوثيقة',
  'field.emiratesIdFormat': 'رقم الهوية الإماراتية بالصيغة {{format, ltr}}',
  'field.choose': 'اختر',
  'field.typeToSearch': 'اكتب للبحث',
  'field.noMatch': 'لا توجد نتائج مطابقة',
  'field.password': 'كلمة المرور',
  'field.passwordHint': 'من 8 إلى 50 حرفًا',
  'field.oldPassword': 'كلمة المرور القديمة',
  'field.newPassword': 'كلمة المرور الجديدة',
  'field.confirmPassword': 'تأكيد كلمة المرور',
};
