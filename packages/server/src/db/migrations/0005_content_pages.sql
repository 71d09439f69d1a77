-- Pages of the content service (spec section 7: terms-and-conditions and privacy-policy page info,
-- data.page_text), one row per brand, page and language. page_text is HTML written by the brand's
-- editors; the portal sanitises it (DOMPurify) before showing it.
create table content_pages (
  brand text not null references brand_settings (brand) on delete cascade,
  slug text not null check (slug in ('terms-and-conditions', 'privacy-policy')),
  lang text not null check (lang in ('en', 'ar')),
  title text not null,
  page_text text not null,
  updated_at timestamptz not null default now(),
  primary key (brand, slug, lang)
);

insert into content_pages (brand, slug, lang, title, page_text)
select b.brand, p.slug, p.lang, p.title, replace(p.page_text, '{hospital}', case b.brand
    when 'aldhannah' then case p.lang when 'ar' then 'مستشفى الظنة' else 'Al Dhannah Hospital' end
    else case p.lang when 'ar' then 'مركز كولاب الطبي' else 'Colab Medical Centre' end
  end)
from brand_settings b
cross join (values
  ('terms-and-conditions', 'en', 'Terms and Conditions',
   '<p>These terms apply when you use the {hospital} patient portal.</p>'
   '<h3>Your account</h3><ul>'
   '<li>You need an active mobile number and a valid identity document. Your details must match the hospital''s records.</li>'
   '<li>Keep your password and one-time codes to yourself. Tell us at once if you think someone else has used your account.</li>'
   '</ul>'
   '<h3>Using the portal</h3><ul>'
   '<li>Book, change or cancel appointments only for yourself and the family members you added.</li>'
   '<li>The portal does not replace medical advice. In an emergency, call 999 or go to the nearest emergency department.</li>'
   '</ul>'
   '<p>Questions: call <strong>8007267</strong>, 24 hours a day.</p>'),
  ('terms-and-conditions', 'ar', 'الشروط والأحكام',
   '<p>تسري هذه الشروط عند استخدامك بوابة المرضى في {hospital}.</p>'
   '<h3>حسابك</h3><ul>'
   '<li>تحتاج إلى رقم جوال فعّال ووثيقة هوية سارية، ويجب أن تطابق بياناتك سجلات المستشفى.</li>'
   '<li>احتفظ بكلمة المرور ورموز التحقق لنفسك، وأبلغنا فورًا إذا ظننت أن أحدًا غيرك استخدم حسابك.</li>'
   '</ul>'
   '<h3>استخدام البوابة</h3><ul>'
   '<li>احجز المواعيد أو غيّرها أو ألغها لنفسك ولأفراد عائلتك الذين أضفتهم فقط.</li>'
   '<li>لا تغني البوابة عن الاستشارة الطبية. في حالات الطوارئ اتصل بالرقم 999 أو توجّه إلى أقرب قسم طوارئ.</li>'
   '</ul>'
   '<p>للاستفسار: اتصل على <strong>8007267</strong> على مدار 24 ساعة.</p>'),
  ('privacy-policy', 'en', 'Privacy Policy',
   '<p>{hospital} keeps your personal and health information to run your care and this portal.</p>'
   '<h3>What we keep</h3><ul>'
   '<li>Your name, mobile number, date of birth, identity document and the details you add.</li>'
   '<li>Your appointments, reports and medications from the hospital''s records.</li>'
   '</ul>'
   '<h3>How we protect it</h3><ul>'
   '<li>Your information is stored securely in the UAE and shared only with staff who care for you, or where the law requires it.</li>'
   '<li>You can see and correct your details in My Profile, and delete your account at any time.</li>'
   '</ul>'
   '<p>Questions about your information: call <strong>8007267</strong>.</p>'),
  ('privacy-policy', 'ar', 'سياسة الخصوصية',
   '<p>يحتفظ {hospital} بمعلوماتك الشخصية والصحية لتقديم الرعاية لك وتشغيل هذه البوابة.</p>'
   '<h3>ما نحتفظ به</h3><ul>'
   '<li>اسمك ورقم جوالك وتاريخ ميلادك ووثيقة هويتك والبيانات التي تضيفها.</li>'
   '<li>مواعيدك وتقاريرك وأدويتك من سجلات المستشفى.</li>'
   '</ul>'
   '<h3>كيف نحميها</h3><ul>'
   '<li>تُحفظ معلوماتك بأمان داخل دولة الإمارات، ولا تُشارك إلا مع الموظفين الذين يقدمون لك الرعاية أو حيث يقتضي القانون.</li>'
   '<li>يمكنك الاطلاع على بياناتك وتصحيحها في ملفي الشخصي، وحذف حسابك في أي وقت.</li>'
   '</ul>'
   '<p>لأي سؤال عن معلوماتك اتصل على <strong>8007267</strong>.</p>')
) as p (slug, lang, title, page_text);
