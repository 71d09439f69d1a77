import type { AccountTranslationKey } from './account.en';

/**
 * The helpline (contract HELPLINE) inside an Arabic sentence: left to right, isolated, as ltr() of
 * bidi.ts writes it. Spelled out rather than imported: an import would make this lazy chunk list
 * the entry's files as its dependencies (0.5 kB more on every screen that may load it).
 */
const helpline = '\u20668007267\u2069';

/** Arabic strings of the identity and account screens, loaded on demand in their own chunk. */
export const accountAr: Record<AccountTranslationKey, string> = {
  mobileAlreadyRegistered: 'رقم الجوال هذا مسجل لدينا بالفعل. يرجى محاولة تسجيل الدخول باستخدام هذا الرقم',
  documentAlreadyRegistered: `هذه الوثيقة مسجلة لدينا بالفعل. يرجى الاتصال على ${helpline}.`,
  registrationFailed: 'تعذّر إكمال التسجيل، يرجى التسجيل مرة أخرى.',
  saveRegError: 'حدث خطأ أثناء التسجيل، يرجى المحاولة مرة أخرى.',
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
  locationsError: 'حدث خطأ أثناء جلب مواقع المستشفى',
  saveProfileSuccess: 'تم تحديث الملف الشخصي بنجاح',
  saveProfileError: 'حدث خطأ أثناء حفظ الملف الشخصي، يرجى المحاولة مرة أخرى.',
  passChangeSuccess: 'تم تغيير كلمة المرور.',
  passChangeError: 'حدث خطأ أثناء تغيير كلمة المرور، يرجى المحاولة مرة أخرى.',
  resetPassSuccess: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  resetPassError: 'حدث خطأ أثناء إعادة تعيين كلمة المرور، يرجى المحاولة مرة أخرى.',
  lookupError: 'تعذّر تحميل القائمة. يرجى إعادة تحميل الصفحة.',

  'common.save': 'حفظ',
  'common.cancel': 'إلغاء',
  'common.close': 'إغلاق',
  'common.retry': 'أعد المحاولة',
  'form.errorSummary': 'يرجى تصحيح ما يلي',
  'form.fieldError': '{{field}}: {{message}}',

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

  'register.title': 'التسجيل',
  'register.intro': 'رقم جوالك ووثيقة هويتك كما هي مسجلة لدى المستشفى.',
  'register.acceptTerms': 'أوافق على الشروط والأحكام وسياسة الخصوصية',
  'register.continue': 'متابعة',
  'register.haveAccount': 'مسجل بالفعل؟',
  'register.confirmTitle': 'يرجى التأكيد',
  'register.confirmBody': 'لا يمكن تغيير نوع الوثيقة ورقمها لاحقًا. يرجى التأكد من صحتهما.',
  'register.confirm': 'نعم، متابعة',
  'register.edit': 'تعديل البيانات',
  'register.changeDetails': 'تغيير البيانات',

  'terms.title': 'الشروط والأحكام',
  'privacy.title': 'سياسة الخصوصية',

  'signUp.title': 'أنشئ حسابك',
  'signUp.intro': 'تم التحقق من رقم جوالك وتاريخ ميلادك ووثيقتك، ولا يمكن تغييرها هنا.',
  'signUp.submit': 'تسجيل',

  'forgot.title': 'نسيت كلمة المرور',
  'forgot.intro': 'أدخل رقم جوالك وتاريخ ميلادك، وسنرسل إليك رمز تحقق لمرة واحدة.',
  'forgot.step': 'الخطوة {{step, isolate}} من {{total, isolate}}',
  'forgot.sendOtp': 'إرسال الرمز',
  'forgot.newTitle': 'تعيين كلمة مرور جديدة',
  'forgot.reset': 'إعادة تعيين كلمة المرور',

  'uaePass.signingIn': 'جارٍ تسجيل دخولك عبر الهوية الرقمية (UAE PASS)…',
  'uaePass.redirecting': 'جارٍ إعادتك إلى الهوية الرقمية (UAE PASS)…',
  'uaePass.cancelled': 'ألغيت تسجيل الدخول عبر الهوية الرقمية. يمكنك تسجيل الدخول برقم جوالك بدلًا من ذلك.',
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
  'uaePass.completeTitle': 'أكمل تسجيلك',
  'uaePass.completeIntro': 'أكدت الهوية الرقمية (UAE PASS) هذه البيانات، ولا يمكن تغييرها هنا.',
  'uaePass.completeSubmit': 'متابعة',

  'completeProfile.title': 'إكمال الملف الشخصي',
  'completeProfile.introDob': 'يرجى إضافة تاريخ ميلادك واختيار مستشفاك للمتابعة.',
  'completeProfile.introHospital': 'يرجى اختيار مستشفاك للمتابعة.',

  'hospital.title': 'اختر المستشفى',
  'hospital.choose': 'اختر مستشفاك',
  'hospital.current': 'مستشفاك:',
  'hospital.changed': 'مستشفاك الآن {{name, isolate}}.',

  'profile.title': 'ملفي الشخصي',
  'profile.uaePassTitle': 'الهوية الرقمية (UAE PASS)',
  'profile.uaePassIntro':
    'اربط هويتك الرقمية لتسجّل الدخول بها في المرة القادمة. تؤكد الهوية الرقمية أنك صاحب هذا الحساب.',
  'profile.uaePassLink': 'ربط الهوية الرقمية',
  'profile.details': 'البيانات الشخصية',
  'profile.uaePassNote':
    'تسجّل الدخول عبر الهوية الرقمية (UAE PASS): اسمك والبيانات التي أكدتها الهوية الرقمية مصدرها الهوية الرقمية.',
  'profile.mobileFixed': 'لا يمكن تغيير رقم جوالك.',
  'profile.picture': 'الصورة الشخصية',
  'profile.uploadPicture': 'صورة شخصية جديدة',
  'profile.pictureRules': 'صورة بصيغة jpg أو jpeg أو png لا يزيد حجمها عن 2 ميغابايت.',
  'profile.choosePicture': 'اختر صورة',
  'profile.dropPicture': 'أو أفلتها هنا',
  'profile.selected': 'المحدد',
  'profile.removePicture': 'إزالة الصورة',
  'profile.imageSaved': 'تم تحديث صورتك الشخصية.',
  'profile.imageRemoved': 'تمت إزالة صورتك الشخصية.',
  'profile.imageError': 'تعذّر حفظ الصورة، يرجى المحاولة مرة أخرى.',
  'profile.changePassword': 'تغيير كلمة المرور',
  'profile.changePasswordSubmit': 'تغيير كلمة المرور',
  'profile.deleteAccount': 'حذف الحساب',
  'profile.deleteAccountIntro':
    'يؤدي حذف حسابك إلى إزالة بياناتك الشخصية وأفراد عائلتك ووثائقك من البوابة. لا يمكن التراجع عن ذلك.',
  'profile.deleteAccountConfirmTitle': 'هل تريد حذف حسابك؟',
  'profile.deleteAccountConfirmBody':
    'سيتم حذف حسابك وأفراد عائلتك ووثائقك وتسجيل خروجك. لا يمكن التراجع عن ذلك.',
  'profile.deleteAccountConfirm': 'نعم، احذف حسابي',

  // The not-found and not-allowed pages inside the signed-in layout.
  'error.toDashboard': 'الانتقال إلى لوحة المعلومات',
  'error.notFoundTitle': 'الصفحة غير موجودة',
  'error.notFoundText': 'الصفحة التي طلبتها غير موجودة أو تم نقلها.',
  'error.notAllowedTitle': 'غير مسموح',
  'error.notAllowedText': 'لا يملك حسابك صلاحية الوصول إلى هذه الصفحة.',
};
