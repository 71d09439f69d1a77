import type { BrandSeed } from '@portal/features';
import { content } from './content';

export const seed: BrandSeed = {
  facility: {
    hisName: 'ADH',
    nameEn: 'Al Dhannah Hospital',
    nameAr: 'مستشفى الظنة',
    insuranceValidation: true,
  },
  locations: [
    {
      nameEn: 'Al Dhannah Hospital',
      nameAr: 'مستشفى الظنة',
      addressEn: 'Al Dhannah City, Al Dhafra Region, Abu Dhabi',
      addressAr: 'مدينة الظنة، منطقة الظفرة، أبوظبي',
      latitude: 24.0983,
      longitude: 52.7105,
      insuranceValidation: true,
    },
    {
      nameEn: 'Ruwais Clinic',
      nameAr: 'عيادة الرويس',
      addressEn: 'Ruwais Housing Complex, Al Dhafra Region, Abu Dhabi',
      addressAr: 'مجمع الرويس السكني، منطقة الظفرة، أبوظبي',
      latitude: 24.1103,
      longitude: 52.7306,
      insuranceValidation: true,
    },
    {
      nameEn: 'Mirfa Clinic',
      nameAr: 'عيادة المرفأ',
      addressEn: 'Mirfa, Al Dhafra Region, Abu Dhabi',
      addressAr: 'المرفأ، منطقة الظفرة، أبوظبي',
      latitude: 24.1195,
      longitude: 53.4436,
      insuranceValidation: false,
    },
  ],
  pages: [
    {
      slug: 'terms-and-conditions',
      lang: 'en',
      title: 'Terms and Conditions',
      pageText:
        "<p>These terms apply when you use the Al Dhannah Hospital patient portal.</p><h3>Your account</h3><ul><li>You need an active mobile number and a valid identity document. Your details must match the hospital's records.</li><li>Keep your password and one-time codes to yourself. Tell us at once if you think someone else has used your account.</li></ul><h3>Using the portal</h3><ul><li>Book, change or cancel appointments only for yourself and the family members you added.</li><li>The portal does not replace medical advice. In an emergency, call 999 or go to the nearest emergency department.</li></ul><p>Questions: call <strong>8007267</strong>, 24 hours a day.</p>",
    },
    {
      slug: 'terms-and-conditions',
      lang: 'ar',
      title: 'الشروط والأحكام',
      pageText:
        '<p>تسري هذه الشروط عند استخدامك بوابة المرضى في مستشفى الظنة.</p><h3>حسابك</h3><ul><li>تحتاج إلى رقم جوال فعّال ووثيقة هوية سارية، ويجب أن تطابق بياناتك سجلات المستشفى.</li><li>احتفظ بكلمة المرور ورموز التحقق لنفسك، وأبلغنا فورًا إذا ظننت أن أحدًا غيرك استخدم حسابك.</li></ul><h3>استخدام البوابة</h3><ul><li>احجز المواعيد أو غيّرها أو ألغها لنفسك ولأفراد عائلتك الذين أضفتهم فقط.</li><li>لا تغني البوابة عن الاستشارة الطبية. في حالات الطوارئ اتصل بالرقم 999 أو توجّه إلى أقرب قسم طوارئ.</li></ul><p>للاستفسار: اتصل على <strong>8007267</strong> على مدار 24 ساعة.</p>',
    },
    {
      slug: 'privacy-policy',
      lang: 'en',
      title: 'Privacy Policy',
      pageText:
        "<p>Al Dhannah Hospital keeps your personal and health information to run your care and this portal.</p><h3>What we keep</h3><ul><li>Your name, mobile number, date of birth, identity document and the details you add.</li><li>Your appointments, reports and medications from the hospital's records.</li></ul><h3>How we protect it</h3><ul><li>Your information is stored securely in the UAE and shared only with staff who care for you, or where the law requires it.</li><li>You can see and correct your details in My Profile, and delete your account at any time.</li></ul><p>Questions about your information: call <strong>8007267</strong>.</p>",
    },
    {
      slug: 'privacy-policy',
      lang: 'ar',
      title: 'سياسة الخصوصية',
      pageText:
        '<p>يحتفظ مستشفى الظنة بمعلوماتك الشخصية والصحية لتقديم الرعاية لك وتشغيل هذه البوابة.</p><h3>ما نحتفظ به</h3><ul><li>اسمك ورقم جوالك وتاريخ ميلادك ووثيقة هويتك والبيانات التي تضيفها.</li><li>مواعيدك وتقاريرك وأدويتك من سجلات المستشفى.</li></ul><h3>كيف نحميها</h3><ul><li>تُحفظ معلوماتك بأمان داخل دولة الإمارات، ولا تُشارك إلا مع الموظفين الذين يقدمون لك الرعاية أو حيث يقتضي القانون.</li><li>يمكنك الاطلاع على بياناتك وتصحيحها في ملفي الشخصي، وحذف حسابك في أي وقت.</li></ul><p>لأي سؤال عن معلوماتك اتصل على <strong>8007267</strong>.</p>',
    },
  ],
  content,
};
