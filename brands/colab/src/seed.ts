import type { BrandSeed } from '@portal/features';
import { content } from './content';

export const seed: BrandSeed = {
  facility: {
    hisName: 'CMC',
    nameEn: 'Colab Medical Centre',
    nameAr: 'مركز كولاب الطبي',
    insuranceValidation: false,
  },
  locations: [
    {
      nameEn: 'Colab Medical Centre',
      nameAr: 'مركز كولاب الطبي',
      addressEn: 'Al Bateen, Abu Dhabi',
      addressAr: 'البطين، أبوظبي',
      latitude: 24.4539,
      longitude: 54.3773,
      insuranceValidation: false,
    },
    {
      nameEn: 'Colab Medical Centre - Al Reem Island',
      nameAr: 'مركز كولاب الطبي - جزيرة الريم',
      addressEn: 'Shams Boutik, Al Reem Island, Abu Dhabi',
      addressAr: 'شمس بوتيك، جزيرة الريم، أبوظبي',
      latitude: 24.499,
      longitude: 54.403,
      insuranceValidation: false,
    },
  ],
  pages: [
    {
      slug: 'terms-and-conditions',
      lang: 'en',
      title: 'Terms and Conditions',
      pageText:
        "<p>These terms apply when you use the Colab Medical Centre patient portal.</p><h3>Your account</h3><ul><li>You need an active mobile number and a valid identity document. Your details must match the hospital's records.</li><li>Keep your password and one-time codes to yourself. Tell us at once if you think someone else has used your account.</li></ul><h3>Using the portal</h3><ul><li>Book, change or cancel appointments only for yourself and the family members you added.</li><li>The portal does not replace medical advice. In an emergency, call 999 or go to the nearest emergency department.</li></ul><p>Questions: call <strong>8007267</strong>, 24 hours a day.</p>",
    },
    {
      slug: 'terms-and-conditions',
      lang: 'ar',
      title: 'الشروط والأحكام',
      pageText:
        '<p>تسري هذه الشروط عند استخدامك بوابة المرضى في مركز كولاب الطبي.</p><h3>حسابك</h3><ul><li>تحتاج إلى رقم جوال فعّال ووثيقة هوية سارية، ويجب أن تطابق بياناتك سجلات المستشفى.</li><li>احتفظ بكلمة المرور ورموز التحقق لنفسك، وأبلغنا فورًا إذا ظننت أن أحدًا غيرك استخدم حسابك.</li></ul><h3>استخدام البوابة</h3><ul><li>احجز المواعيد أو غيّرها أو ألغها لنفسك ولأفراد عائلتك الذين أضفتهم فقط.</li><li>لا تغني البوابة عن الاستشارة الطبية. في حالات الطوارئ اتصل بالرقم 999 أو توجّه إلى أقرب قسم طوارئ.</li></ul><p>للاستفسار: اتصل على <strong>8007267</strong> على مدار 24 ساعة.</p>',
    },
    {
      slug: 'privacy-policy',
      lang: 'en',
      title: 'Privacy Policy',
      pageText:
        "<p>Colab Medical Centre keeps your personal and health information to run your care and this portal.</p><h3>What we keep</h3><ul><li>Your name, mobile number, date of birth, identity document and the details you add.</li><li>Your appointments, reports and medications from the hospital's records.</li></ul><h3>How we protect it</h3><ul><li>Your information is stored securely in the UAE and shared only with staff who care for you, or where the law requires it.</li><li>You can see and correct your details in My Profile, and delete your account at any time.</li></ul><p>Questions about your information: call <strong>8007267</strong>.</p>",
    },
    {
      slug: 'privacy-policy',
      lang: 'ar',
      title: 'سياسة الخصوصية',
      pageText:
        '<p>يحتفظ مركز كولاب الطبي بمعلوماتك الشخصية والصحية لتقديم الرعاية لك وتشغيل هذه البوابة.</p><h3>ما نحتفظ به</h3><ul><li>اسمك ورقم جوالك وتاريخ ميلادك ووثيقة هويتك والبيانات التي تضيفها.</li><li>مواعيدك وتقاريرك وأدويتك من سجلات المستشفى.</li></ul><h3>كيف نحميها</h3><ul><li>تُحفظ معلوماتك بأمان داخل دولة الإمارات، ولا تُشارك إلا مع الموظفين الذين يقدمون لك الرعاية أو حيث يقتضي القانون.</li><li>يمكنك الاطلاع على بياناتك وتصحيحها في ملفي الشخصي، وحذف حسابك في أي وقت.</li></ul><p>لأي سؤال عن معلوماتك اتصل على <strong>8007267</strong>.</p>',
    },
  ],
  content,
};
