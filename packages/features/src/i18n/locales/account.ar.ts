import type { AccountTranslationKey } from './account.en';

/** Arabic strings of the identity and account screens, loaded on demand in their own chunk. */
export const accountAr: Record<AccountTranslationKey, string> = {
  mobileAlreadyRegistered: 'رقم الجوال هذا مسجل لدينا بالفعل. يرجى محاولة تسجيل الدخول باستخدام هذا الرقم',
  documentAlreadyRegistered: 'هذه الوثيقة مسجلة لدينا بالفعل. يرجى الاتصال على 8007267.',
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
  'field.emiratesIdFormat': 'رقم الهوية الإماراتية بالصيغة {{format}}',
  'field.choose': 'اختر',
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
  'terms.p1':
    'تتيح هذه البوابة للمرضى المسجلين لدى مجموعة المستشفيات إدارة المواعيد والتقارير والأدوية وأفراد العائلة عبر الإنترنت.',
  'terms.p2':
    'للتسجيل تحتاج إلى رقم جوال فعّال ووثيقة هوية سارية. يجب أن تطابق البيانات التي تقدمها سجلات المستشفى.',
  'terms.p3':
    'احتفظ بكلمة المرور ورموز التحقق لنفسك. أنت مسؤول عما يتم بحسابك؛ أبلغنا فورًا إذا ظننت أن شخصًا آخر استخدمه.',
  'terms.p4':
    'لا تغني البوابة عن الاستشارة الطبية. في حالات الطوارئ اتصل على 999 أو توجه إلى أقرب قسم طوارئ.',

  'privacy.title': 'سياسة الخصوصية',
  'privacy.p1':
    'نستخدم معلوماتك الشخصية والصحية فقط لتقديم رعايتك وخدمات هذه البوابة، وفق ما تقتضيه قوانين دولة الإمارات العربية المتحدة.',
  'privacy.p2': 'تُحفظ معلوماتك بأمان داخل دولة الإمارات، ولا تُشارك إلا مع الموظفين والخدمات المعنية برعايتك.',
  'privacy.p3': 'يمكنك الاطلاع على بياناتك وتصحيحها في ملفي الشخصي، ويمكنك حذف حسابك في أي وقت.',
  'privacy.p4': 'لأي سؤال عن معلوماتك، اتصل بالمستشفى على 8007267.',

  'signUp.title': 'أنشئ حسابك',
  'signUp.intro': 'تم التحقق من رقم جوالك وتاريخ ميلادك ووثيقتك، ولا يمكن تغييرها هنا.',
  'signUp.submit': 'تسجيل',

  'forgot.title': 'نسيت كلمة المرور',
  'forgot.intro': 'أدخل رقم جوالك وتاريخ ميلادك، وسنرسل إليك رمز تحقق لمرة واحدة.',
  'forgot.step': 'الخطوة {{step}} من {{total}}',
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
  'uaePass.detailsMismatch':
    'بيانات حساب الهوية الرقمية الخاص بك لا تطابق حسابك في البوابة. يرجى الاتصال على 8007267.',
  'uaePass.inactiveAccount': 'حسابك غير نشط. يرجى الاتصال على 8007267.',
  'uaePass.fieldFixed':
    'لا يمكن هنا تغيير البيانات التي أكدتها الهوية الرقمية أو الموجودة مسبقًا في ملفك الشخصي.',
  'uaePass.notUaePassSession': 'لا يمكن إكمال الملف الشخصي بهذه الطريقة إلا من جلسة بدأت عبر الهوية الرقمية.',
  'uaePass.tooManyStarts': 'محاولات كثيرة جدًا لتسجيل الدخول عبر الهوية الرقمية. يرجى المحاولة لاحقًا.',
  'uaePass.completeTitle': 'أكمل تسجيلك',
  'uaePass.completeIntro': 'أكدت الهوية الرقمية (UAE PASS) هذه البيانات، ولا يمكن تغييرها هنا.',
  'uaePass.completeSubmit': 'متابعة',

  'completeProfile.title': 'إكمال الملف الشخصي',
  'completeProfile.introDob': 'يرجى إضافة تاريخ ميلادك واختيار مستشفاك للمتابعة.',
  'completeProfile.introHospital': 'يرجى اختيار مستشفاك للمتابعة.',

  'hospital.title': 'اختر المستشفى',
  'hospital.choose': 'اختر مستشفاك',
  'hospital.current': 'مستشفاك:',
  'hospital.changed': 'مستشفاك الآن {{name}}.',

  'profile.title': 'ملفي الشخصي',
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
};
