import type { BrandSeed } from '@portal/features';

/** What Colab Medical Centre publishes on the content service; files in ./content-media. */
export const content: NonNullable<BrandSeed['content']> = {
  banners: [
    {
      image: 'banner-1',
      alt: {
        en: 'Colab Medical Centre: your family’s doctors in Al Bateen and on Al Reem Island',
        ar: 'مركز كولاب الطبي: أطباء عائلتك في البطين وجزيرة الريم',
      },
      publishDays: -28,
    },
    {
      image: 'banner-2',
      alt: {
        en: 'Wellness packages for the whole family',
        ar: 'باقات عافية لجميع أفراد العائلة',
      },
      publishDays: -18,
    },
    {
      image: 'banner-3',
      alt: {
        en: 'Book a visit or a video consultation online',
        ar: 'احجز زيارة أو استشارة بالفيديو عبر الإنترنت',
      },
      publishDays: -6,
    },
  ],
  news: [
    {
      image: 'news-1',
      title: {
        en: 'Our Al Reem Island centre is now open',
        ar: 'مركزنا في جزيرة الريم يفتح أبوابه',
      },
      description: {
        en: 'Colab Medical Centre has opened its second centre, in Shams Boutik on Al Reem Island.\n\nThe new centre offers family medicine, paediatrics, dermatology and a full laboratory, seven days a week from 8 am to 10 pm.\n\nPatients registered at Al Bateen can book at either centre with the same account: choose the hospital from the header.',
        ar: 'افتتح مركز كولاب الطبي مركزه الثاني في شمس بوتيك بجزيرة الريم.\n\nيقدم المركز الجديد طب الأسرة وطب الأطفال والأمراض الجلدية ومختبرًا متكاملًا، طوال أيام الأسبوع من الساعة 8 صباحًا حتى 10 مساءً.\n\nيمكن للمرضى المسجلين في البطين الحجز في أي من المركزين بالحساب نفسه: اختر المستشفى من أعلى الصفحة.',
      },
      publishDays: -1,
    },
    {
      image: 'news-2',
      title: {
        en: 'Most blood test results now within 24 hours',
        ar: 'نتائج معظم تحاليل الدم الآن خلال 24 ساعة',
      },
      description: {
        en: 'Our laboratory at Al Bateen now runs the most common blood tests on site, so most results are ready the next day.\n\nYou will find them under Diagnostic Reports as soon as your doctor has reviewed them.\n\nFasting tests are taken from 7 am; no appointment is needed for the laboratory.',
        ar: 'أصبح مختبرنا في البطين يجري أكثر تحاليل الدم شيوعًا في الموقع، فتجهز معظم النتائج في اليوم التالي.\n\nستجدها في التقارير التشخيصية فور مراجعة طبيبك لها.\n\nتُسحب عينات التحاليل الصائمة بدءًا من الساعة 7 صباحًا، ولا حاجة إلى موعد للمختبر.',
      },
      publishDays: -8,
    },
    {
      image: 'news-3',
      title: {
        en: 'Heart screening for runners and cyclists',
        ar: 'فحص القلب للعدّائين وراكبي الدراجات',
      },
      description: {
        en: 'Training for a race? Our sports physicians now offer a heart screening designed for people who exercise hard.\n\nThe screening includes an ECG and, where needed, a stress test, and takes about an hour.\n\nIt is part of our Sports Fitness Assessment package and can also be booked on its own.',
        ar: 'هل تتدرب لسباق؟ يقدم أطباء الطب الرياضي لدينا الآن فحصًا للقلب مصممًا لمن يمارسون الرياضة بجهد عالٍ.\n\nيشمل الفحص تخطيط القلب الكهربائي، واختبار الجهد عند الحاجة، ويستغرق نحو ساعة.\n\nالفحص جزء من باقة تقييم اللياقة الرياضية، ويمكن حجزه منفردًا أيضًا.',
      },
      publishDays: -15,
    },
    {
      image: 'news-4',
      title: {
        en: 'Video consultations with your Colab doctor',
        ar: 'استشارات بالفيديو مع طبيبك في كولاب',
      },
      description: {
        en: 'Follow-up visits, prescription renewals and test results can now be discussed by video call.\n\nBook a teleconsultation with any doctor marked for online visits, then start the call from Appointments up to five minutes before your time.\n\nA video visit costs the same as a visit in person and is covered by most insurance plans.',
        ar: 'أصبح بإمكانك الآن مناقشة زيارات المتابعة وتجديد الوصفات الطبية ونتائج الفحوص عبر مكالمة فيديو.\n\nاحجز استشارة عن بعد مع أي طبيب متاح للزيارات عبر الإنترنت، ثم ابدأ المكالمة من المواعيد قبل موعدك بخمس دقائق.\n\nتكلفة الزيارة بالفيديو مثل الزيارة الحضورية، وتغطيها معظم خطط التأمين.',
      },
      publishDays: -27,
    },
    {
      image: 'news-5',
      title: {
        en: 'Children’s vaccinations without the wait',
        ar: 'تطعيمات الأطفال دون انتظار',
      },
      description: {
        en: 'Our paediatric nurses now run a vaccination clinic every afternoon at both centres.\n\nBring your child’s vaccination card: the nurse checks which vaccines are due and records each one.\n\nBook a vaccination slot in the portal, choosing your child as the patient.',
        ar: 'تدير ممرضات طب الأطفال لدينا الآن عيادة تطعيم كل يوم بعد الظهر في المركزين.\n\nأحضر بطاقة تطعيم طفلك: تتحقق الممرضة من اللقاحات المستحقة وتسجل كل لقاح.\n\nاحجز موعد التطعيم من البوابة، واختر طفلك مريضًا.',
      },
      publishDays: -44,
    },
    {
      image: 'news-6',
      title: {
        en: 'A pharmacy opens at our Al Reem Island centre',
        ar: 'صيدلية جديدة في مركزنا بجزيرة الريم',
      },
      description: {
        en: 'From next week, prescriptions written at Al Reem Island can be collected downstairs, in the centre’s own pharmacy.\n\nThe pharmacy is open every day from 8 am to 10 pm, like the centre.\n\nRepeat prescriptions can be prepared in advance: ask your doctor to send them to the Al Reem Island pharmacy.',
        ar: 'اعتبارًا من الأسبوع المقبل، يمكن استلام الوصفات الصادرة في جزيرة الريم من صيدلية المركز في الطابق الأرضي.\n\nتعمل الصيدلية يوميًا من الساعة 8 صباحًا حتى 10 مساءً، مثل المركز.\n\nيمكن تجهيز الوصفات المتكررة مسبقًا: اطلب من طبيبك إرسالها إلى صيدلية جزيرة الريم.',
      },
      publishDays: 7,
    },
  ],
  events: [
    {
      image: 'event-1',
      video: 'event-video-1',
      title: { en: 'Mind matters: a talk on stress and sleep', ar: 'العقل مهم: محاضرة عن التوتر والنوم' },
      publishDays: -4,
    },
    {
      image: 'event-2',
      video: 'event-video-2',
      title: { en: 'Sunrise walk on the Al Bateen waterfront', ar: 'مسيرة الشروق على واجهة البطين البحرية' },
      publishDays: -11,
    },
    {
      image: 'event-3',
      video: 'event-video-1',
      title: { en: 'Heart health evening for World Heart Day', ar: 'أمسية صحة القلب في اليوم العالمي للقلب' },
      publishDays: -19,
    },
    {
      image: 'event-4',
      video: 'event-video-2',
      title: { en: 'Blood donation day at Al Bateen', ar: 'يوم التبرع بالدم في البطين' },
      publishDays: -30,
    },
    {
      image: 'event-5',
      video: 'event-video-1',
      title: {
        en: 'Eating well on a busy schedule: a nutrition workshop',
        ar: 'غذاء صحي رغم الانشغال: ورشة تغذية',
      },
      publishDays: -42,
    },
    {
      image: 'event-6',
      video: 'event-video-2',
      title: { en: 'Kids’ health day on Al Reem Island', ar: 'يوم صحة الأطفال في جزيرة الريم' },
      publishDays: -55,
    },
  ],
  insurers: [
    { image: 'insurer-1', name: { en: 'Gulf Shield Health', ar: 'درع الخليج الصحي' } },
    { image: 'insurer-2', name: { en: 'Oasis Care Insurance', ar: 'واحة الرعاية للتأمين' } },
    { image: 'insurer-3', name: { en: 'Falcon Ridge Health', ar: 'الصقر للرعاية الصحية' } },
    { image: 'insurer-4', name: { en: 'Pearl Coast Assurance', ar: 'ساحل اللؤلؤ للتأمين' } },
    { image: 'insurer-5', name: { en: 'Mangrove Mutual Health', ar: 'القرم التعاوني الصحي' } },
    { image: 'insurer-6', name: { en: 'Seabreeze Health Cover', ar: 'نسيم البحر للتغطية الصحية' } },
    { image: 'insurer-7', name: { en: 'Dune Star Insurance', ar: 'نجمة الكثبان للتأمين' } },
    { image: 'insurer-8', name: { en: 'Saffron Wellness Cover', ar: 'زعفران للتغطية الصحية' } },
  ],
  packages: [
    {
      name: 'wellness-essentials',
      image: 'package-1',
      packagename: { en: 'Wellness Essentials', ar: 'أساسيات العافية' },
      title: { en: 'The yearly check-up, done properly', ar: 'الفحص السنوي كما يجب' },
      subPackages: [
        {
          name: { en: 'Core', ar: 'الأساسية' },
          description: {
            en: '<p>A yearly check-up with the tests that matter most.</p><ul><li>Consultation with a family physician</li><li>Complete blood count</li><li>HbA1c and cholesterol</li><li>Vitamin D</li></ul>',
            ar: '<p>فحص سنوي بأهم التحاليل.</p><ul><li>استشارة مع طبيب أسرة</li><li>تعداد الدم الكامل</li><li>السكر التراكمي والكوليسترول</li><li>فيتامين د</li></ul>',
          },
          price: 399,
        },
        {
          name: { en: 'Plus', ar: 'بلس' },
          description: {
            en: '<p>Everything in Core, and more of the body checked.</p><ul><li>Kidney, liver and thyroid function</li><li>Electrocardiogram (ECG)</li><li>Urine analysis</li><li>A follow-up call to go through your results</li></ul>',
            ar: '<p>كل ما في الباقة الأساسية، مع فحص المزيد من وظائف الجسم.</p><ul><li>وظائف الكلى والكبد والغدة الدرقية</li><li>تخطيط القلب الكهربائي</li><li>تحليل البول</li><li>مكالمة متابعة لمناقشة نتائجك</li></ul>',
          },
          price: 799,
        },
      ],
    },
    {
      name: 'healthy-ageing',
      image: 'package-2',
      packagename: { en: 'Healthy Ageing', ar: 'الشيخوخة الصحية' },
      title: { en: 'Stay strong after 50', ar: 'حافظ على قوتك بعد الخمسين' },
      subPackages: [
        {
          name: { en: 'Men 50+', ar: 'الرجال فوق 50' },
          description: {
            en: '<p>The screening recommended for men over 50.</p><ul><li>Consultation with an internal medicine physician</li><li>PSA (prostate) test</li><li>Bowel cancer screening kit</li><li>Cholesterol, HbA1c and kidney function</li></ul>',
            ar: '<p>الفحوص الموصى بها للرجال فوق الخمسين.</p><ul><li>استشارة مع طبيب باطني</li><li>فحص مستضد البروستاتا</li><li>مجموعة فحص سرطان القولون</li><li>الكوليسترول والسكر التراكمي ووظائف الكلى</li></ul>',
          },
          price: 900,
        },
        {
          name: { en: 'Women 50+', ar: 'السيدات فوق 50' },
          description: {
            en: '<p>The screening recommended for women over 50.</p><ul><li>Consultation with an internal medicine physician</li><li>Mammogram</li><li>Bone density scan</li><li>Bowel cancer screening kit</li></ul>',
            ar: '<p>الفحوص الموصى بها للسيدات فوق الخمسين.</p><ul><li>استشارة مع طبيب باطني</li><li>تصوير الثدي الشعاعي (الماموغرام)</li><li>فحص كثافة العظام</li><li>مجموعة فحص سرطان القولون</li></ul>',
          },
          price: 1100,
        },
      ],
    },
    {
      name: 'child-health',
      image: 'package-3',
      packagename: { en: 'Child Health Check', ar: 'فحص صحة الطفل' },
      title: { en: 'Growing up healthy', ar: 'نمو صحي' },
      subPackages: [
        {
          name: { en: 'School Ready', ar: 'الاستعداد للمدرسة' },
          description: {
            en: '<p>For children starting or returning to school.</p><ul><li>Consultation with a paediatrician</li><li>Vision and hearing screening</li><li>Growth and development check</li><li>Vaccination review</li></ul>',
            ar: '<p>للأطفال الذين يبدؤون المدرسة أو يعودون إليها.</p><ul><li>استشارة مع طبيب أطفال</li><li>فحص النظر والسمع</li><li>فحص النمو والتطور</li><li>مراجعة التطعيمات</li></ul>',
          },
          price: 350,
        },
        {
          name: { en: 'Teen Check', ar: 'فحص المراهقين' },
          description: {
            en: '<p>For 12 to 17 year olds.</p><ul><li>Consultation with a paediatrician</li><li>Complete blood count and iron studies</li><li>Vitamin D</li><li>A private talk about sleep, screens and wellbeing</li></ul>',
            ar: '<p>للفئة العمرية من 12 إلى 17 عامًا.</p><ul><li>استشارة مع طبيب أطفال</li><li>تعداد الدم الكامل ومخزون الحديد</li><li>فيتامين د</li><li>حديث خاص عن النوم والشاشات والصحة النفسية</li></ul>',
          },
          price: 500,
        },
        {
          name: { en: 'Dental and Growth', ar: 'الأسنان والنمو' },
          description: {
            en: '<p>School Ready with a dental visit on the same day.</p><ul><li>Everything in School Ready</li><li>Dental check-up and cleaning</li><li>Fluoride varnish</li></ul>',
            ar: '<p>باقة الاستعداد للمدرسة مع زيارة لطبيب الأسنان في اليوم نفسه.</p><ul><li>كل ما في باقة الاستعداد للمدرسة</li><li>فحص الأسنان وتنظيفها</li><li>طلاء الفلورايد</li></ul>',
          },
          price: 550,
        },
      ],
    },
    {
      name: 'sports-fitness',
      image: 'package-4',
      packagename: { en: 'Sports Fitness Assessment', ar: 'تقييم اللياقة الرياضية' },
      title: { en: 'Train harder, safely', ar: 'تدرّب بجهد أكبر وبأمان' },
      subPackages: [
        {
          name: { en: 'Pre-season', ar: 'ما قبل الموسم' },
          description: {
            en: '<p>Before you start a new sport or a race programme.</p><ul><li>Consultation with a sports physician</li><li>Electrocardiogram (ECG)</li><li>Body composition analysis</li><li>Movement and flexibility screen</li></ul>',
            ar: '<p>قبل أن تبدأ رياضة جديدة أو برنامج سباق.</p><ul><li>استشارة مع طبيب رياضي</li><li>تخطيط القلب الكهربائي</li><li>تحليل تكوين الجسم</li><li>تقييم الحركة والمرونة</li></ul>',
          },
          price: 600,
        },
        {
          name: { en: 'Performance', ar: 'الأداء' },
          description: {
            en: '<p>Everything in Pre-season, with a look at your heart and lungs under effort.</p><ul><li>Treadmill stress test</li><li>Lung function test</li><li>Iron studies and vitamin D</li><li>A training plan from our physiotherapist</li></ul>',
            ar: '<p>كل ما في باقة ما قبل الموسم، مع فحص القلب والرئتين عند الجهد.</p><ul><li>اختبار الجهد على جهاز المشي</li><li>فحص وظائف الرئة</li><li>مخزون الحديد وفيتامين د</li><li>خطة تدريب من أخصائي العلاج الطبيعي</li></ul>',
          },
          price: 1400,
        },
      ],
    },
  ],
  faqs: [
    {
      title: { en: 'How do I book at the Al Reem Island centre?', ar: 'كيف أحجز في مركز جزيرة الريم؟' },
      description: {
        en: '<p>Choose <strong>Colab Medical Centre - Al Reem Island</strong> as your hospital from the header, then book as usual under <strong>Doctors</strong>.</p>',
        ar: '<p>اختر <strong>مركز كولاب الطبي - جزيرة الريم</strong> من أعلى الصفحة، ثم احجز كالمعتاد من <strong>الأطباء</strong>.</p>',
      },
    },
    {
      title: { en: 'How does a video consultation work?', ar: 'كيف تتم الاستشارة بالفيديو؟' },
      description: {
        en: '<p>Book a doctor who offers online visits. On the day, open <strong>Appointments</strong> and start the call up to five minutes before your time. Use a phone or computer with a camera and a quiet room.</p>',
        ar: '<p>احجز مع طبيب يقدم الزيارات عبر الإنترنت. في يوم الموعد، افتح <strong>المواعيد</strong> وابدأ المكالمة قبل موعدك بخمس دقائق. استخدم هاتفًا أو حاسوبًا مزودًا بكاميرا وغرفة هادئة.</p>',
      },
    },
    {
      title: { en: 'Can I book for my children?', ar: 'هل يمكنني الحجز لأطفالي؟' },
      description: {
        en: '<p>Yes. Add them under <strong>My Profile</strong> as family members, then choose them as the patient when you book.</p>',
        ar: '<p>نعم. أضفهم من <strong>ملفي الشخصي</strong> كأفراد في العائلة، ثم اخترهم كمرضى عند الحجز.</p>',
      },
    },
    {
      title: { en: 'When will my test results be ready?', ar: 'متى تكون نتائج الفحوص جاهزة؟' },
      description: {
        en: '<p>Most blood tests are ready within 24 hours and appear under <strong>Diagnostic Reports</strong> once your doctor has reviewed them.</p>',
        ar: '<p>تجهز معظم تحاليل الدم خلال 24 ساعة، وتظهر في <strong>التقارير التشخيصية</strong> بعد مراجعة طبيبك لها.</p>',
      },
    },
    {
      title: { en: 'Is my insurance accepted?', ar: 'هل تقبلون تأميني؟' },
      description: {
        en: '<p>See <strong>Insurance</strong> for the insurers we work with. Bring your insurance card to every visit.</p>',
        ar: '<p>اطلع على قسم <strong>التأمين</strong> لمعرفة شركات التأمين التي نتعامل معها، وأحضر بطاقة التأمين في كل زيارة.</p>',
      },
    },
    {
      title: { en: 'Is there parking?', ar: 'هل تتوفر مواقف للسيارات؟' },
      description: {
        en: '<ul><li>Al Bateen: free parking for patients behind the centre</li><li>Al Reem Island: two hours free in the Shams Boutik car park; ask reception to validate your ticket</li></ul>',
        ar: '<ul><li>البطين: مواقف مجانية للمرضى خلف المركز</li><li>جزيرة الريم: ساعتان مجانًا في موقف شمس بوتيك، اطلب من الاستقبال ختم تذكرتك</li></ul>',
      },
    },
  ],
};
