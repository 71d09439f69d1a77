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
  'account.mobileAlreadyRegistered':
    'رقم الجوال هذا مسجل لدينا بالفعل. يرجى محاولة تسجيل الدخول باستخدام هذا الرقم',
  'account.documentAlreadyRegistered': `هذه الوثيقة مسجلة لدينا بالفعل. يرجى الاتصال على ${helpline}.`,
  'account.registrationFailed': 'تعذّر إكمال التسجيل، يرجى التسجيل مرة أخرى.',
  'account.invalidDateOfBirth': 'تاريخ الميلاد غير صحيح',
  'account.incorrectOldPassword': 'كلمة المرور القديمة غير صحيحة',
  'account.uaePassPasswordLocked':
    'لا يمكن تغيير كلمة المرور هنا للحسابات التي تسجّل الدخول عبر الهوية الرقمية (UAE PASS).',
  'account.uaePassProfileLocked':
    'لا يمكن تغيير الاسم والبريد الإلكتروني والجنس والجنسية وتاريخ الميلاد والوثيقة لحساب مرتبط بالهوية الرقمية (UAE PASS).',
  'account.documentLocked': 'لا يمكن تغيير نوع الوثيقة ورقمها.',
  'account.invalidSelection': 'يرجى اختيار قيمة من القائمة.',
  'account.updateDobError': 'حدث خطأ أثناء تحديث تاريخ الميلاد',
  'account.updateFacilityError': 'حدث خطأ أثناء تحديث المستشفى',
  'account.accountDeleted': 'تم حذف حسابك.',
  'uaepass.profileUpdated': 'تم تحديث الملف الشخصي بنجاح',

  // The UAE PASS round trip's outcomes: the return screen and My Profile's link both tell them.
  'uaePass.failed': 'لم يكتمل تسجيل الدخول عبر الهوية الرقمية (UAE PASS). يرجى المحاولة مرة أخرى.',
  'uaepass.sop1User': 'حساب الهوية الرقمية غير موثّق (SOP1)',
  'uaepass.inactiveCode': 'رمز التفويض المستلم من طلب الرمز غير نشط',
  'uaepass.invalidState': 'تعذّر التحقق من تسجيل الدخول عبر الهوية الرقمية، يرجى المحاولة مرة أخرى.',
  'uaepass.disabled': 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS) غير متاح.',
  'uaepass.unavailable': 'الهوية الرقمية (UAE PASS) غير متاحة حاليًا، يرجى المحاولة لاحقًا.',
  'uaepass.registrationExpired':
    'انتهت صلاحية تسجيل دخولك عبر الهوية الرقمية، يرجى تسجيل الدخول عبر الهوية الرقمية مرة أخرى.',
  'uaepass.incompleteIdentity':
    'ينقص حساب الهوية الرقمية الخاص بك الاسم أو رقم جوال إماراتي. يرجى التسجيل برقم جوالك بدلًا من ذلك.',
  'uaepass.detailsMismatch': `بيانات حساب الهوية الرقمية الخاص بك لا تطابق حسابك في البوابة. يرجى الاتصال على ${helpline}.`,
  'uaepass.inactiveAccount': `حسابك غير نشط. يرجى الاتصال على ${helpline}.`,
  'uaepass.fieldFixed':
    'لا يمكن هنا تغيير البيانات التي أكدتها الهوية الرقمية أو الموجودة مسبقًا في ملفك الشخصي.',
  'uaepass.notUaePassSession': 'لا يمكن إكمال الملف الشخصي بهذه الطريقة إلا من جلسة بدأت عبر الهوية الرقمية.',
  'uaepass.tooManyStarts': 'محاولات كثيرة جدًا لتسجيل الدخول عبر الهوية الرقمية. يرجى المحاولة لاحقًا.',
  'uaepass.signInToLink': `يوجد حساب مسجل برقم هويتك الإماراتية. سجّل الدخول إليه برقم جواله وكلمة المرور، ثم اربط الهوية الرقمية من ملفي الشخصي. إذا لم يكن هذا الحساب لك، يرجى الاتصال على ${helpline}.`,
  'uaepass.linked': 'تم ربط الهوية الرقمية (UAE PASS) بحسابك.',
  'uaepass.alreadyLinked': 'حسابك مرتبط بالفعل بحساب هوية رقمية.',
  'uaepass.linkedElsewhere': `حساب الهوية الرقمية هذا مرتبط بحساب آخر في البوابة. يرجى الاتصال على ${helpline}.`,
  'uaepass.staffAccount': 'لا يمكن ربط حسابات الموظفين بالهوية الرقمية.',
  'uaepass.mobileRegistered': 'رقم الجوال هذا مسجل لدينا بالفعل. يرجى محاولة تسجيل الدخول باستخدام هذا الرقم',
  'uaepass.invalidEmiratesIdOrDob': 'رقم الهوية الإماراتية أو تاريخ الميلاد غير صحيح',
  'uaepass.dateOfBirthRequired': 'يرجى اختيار تاريخ ميلادك',
  'uaepass.dateOfBirthInvalid': 'أدخل تاريخ ميلاد صحيحًا',

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
