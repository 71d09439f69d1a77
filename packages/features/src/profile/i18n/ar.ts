import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of My Profile, loaded on demand in their own chunk. */
export const ar: Translations<typeof en> = {
  saveProfileError: 'حدث خطأ أثناء حفظ الملف الشخصي، يرجى المحاولة مرة أخرى.',
  passChangeSuccess: 'تم تغيير كلمة المرور.',
  passChangeError: 'حدث خطأ أثناء تغيير كلمة المرور، يرجى المحاولة مرة أخرى.',

  'profile.title': 'ملفي الشخصي',
  'profile.details': 'البيانات الشخصية',
  'profile.uaePassNote':
    'تسجّل الدخول عبر الهوية الرقمية (UAE PASS): اسمك والبيانات التي أكدتها الهوية الرقمية مصدرها الهوية الرقمية.',
  'profile.mobileFixed': 'لا يمكن تغيير رقم جوالك.',
  'profile.myDocuments': 'مستنداتي',
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
  'profile.uaePassTitle': 'الهوية الرقمية (UAE PASS)',
  'profile.uaePassIntro':
    'اربط هويتك الرقمية لتسجّل الدخول بها في المرة القادمة. تؤكد الهوية الرقمية أنك صاحب هذا الحساب.',
  'profile.uaePassLink': 'ربط الهوية الرقمية',
  'profile.deleteAccount': 'حذف الحساب',
  'profile.deleteAccountIntro':
    'يؤدي حذف حسابك إلى إزالة بياناتك الشخصية وأفراد عائلتك ووثائقك من البوابة. لا يمكن التراجع عن ذلك.',
  'profile.deleteAccountConfirmTitle': 'هل تريد حذف حسابك؟',
  'profile.deleteAccountConfirmBody':
    'سيتم حذف حسابك وأفراد عائلتك ووثائقك وتسجيل خروجك. لا يمكن التراجع عن ذلك.',
  'profile.deleteAccountConfirm': 'نعم، احذف حسابي',
};
