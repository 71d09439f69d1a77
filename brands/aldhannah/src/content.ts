import type { BrandSeed } from '@portal/features';

/** What Al Dhannah Hospital publishes on the content service; files in ./content-media. */
export const content: NonNullable<BrandSeed['content']> = {
  banners: [
    {
      image: 'banner-1',
      alt: {
        en: 'Al Dhannah Hospital: specialist care close to home in Al Dhafra',
        ar: 'مستشفى الظنة: رعاية تخصصية قريبة منك في منطقة الظفرة',
      },
      publishDays: -30,
    },
    {
      image: 'banner-2',
      alt: {
        en: 'Health check packages for every member of the family',
        ar: 'باقات فحص صحي لكل فرد من أفراد العائلة',
      },
      publishDays: -20,
    },
    {
      image: 'banner-3',
      alt: {
        en: 'Book, change or cancel your appointments online, day or night',
        ar: 'احجز مواعيدك أو غيّرها أو ألغها عبر الإنترنت، ليلًا ونهارًا',
      },
      publishDays: -10,
    },
  ],
  news: [
    {
      image: 'news-1',
      title: {
        en: 'New paediatric wing opens at Ruwais Clinic',
        ar: 'افتتاح جناح جديد لطب الأطفال في عيادة الرويس',
      },
      description: {
        en: 'Families in Ruwais no longer need to travel for their children’s check-ups. Our new paediatric wing sees children from birth to 16 years, Sunday to Thursday, from 8 am to 8 pm.\n\nTwo consultant paediatricians and a paediatric nurse educator run the wing, with vaccinations, growth checks and school medicals in one visit.\n\nAppointments can be booked in the portal under Doctors, or by calling 8007267.',
        ar: 'لم تعد العائلات في الرويس بحاجة إلى السفر لإجراء الفحوص الدورية لأطفالها. يستقبل جناحنا الجديد لطب الأطفال الأطفال من الولادة حتى 16 عامًا، من الأحد إلى الخميس، من الساعة 8 صباحًا حتى 8 مساءً.\n\nيدير الجناح استشاريان في طب الأطفال وممرضة مختصة في تثقيف الأطفال، وتُقدَّم فيه التطعيمات وفحوص النمو والفحوص الطبية المدرسية في زيارة واحدة.\n\nيمكن حجز المواعيد من البوابة في قسم الأطباء، أو بالاتصال على 8007267.',
      },
      publishDays: -2,
    },
    {
      image: 'news-2',
      title: {
        en: 'Free diabetes screening for World Diabetes Day',
        ar: 'فحص مجاني للسكري بمناسبة اليوم العالمي للسكري',
      },
      description: {
        en: 'More than 400 residents of Al Dhafra had a free blood sugar test at our World Diabetes Day stand in Al Dhannah City.\n\nOne in five visitors was referred to our diabetes educators for a follow-up, most of them for the first time.\n\nIf you could not attend, our Diabetes Check package includes the same tests and advice from a diabetes educator.',
        ar: 'أجرى أكثر من 400 من سكان منطقة الظفرة فحصًا مجانيًا لسكر الدم في جناحنا بمناسبة اليوم العالمي للسكري في مدينة الظنة.\n\nأُحيل زائر من كل خمسة زوار إلى مثقفي السكري لدينا للمتابعة، وكان ذلك لأول مرة لمعظمهم.\n\nإن لم تتمكن من الحضور، فباقة فحص السكري لدينا تشمل الفحوص نفسها ونصائح من مثقف السكري.',
      },
      publishDays: -9,
    },
    {
      image: 'news-3',
      title: {
        en: 'A cardiology clinic every week in Mirfa',
        ar: 'عيادة لأمراض القلب كل أسبوع في المرفأ',
      },
      description: {
        en: 'Patients in Mirfa can now see a cardiologist without the drive to Al Dhannah City. A consultant from Al Dhannah Hospital holds a clinic at Mirfa Clinic every Tuesday.\n\nAn ECG can be done during the same visit; echocardiograms and stress tests are still done at the hospital.\n\nBook the Tuesday clinic in the portal after choosing Mirfa Clinic as your hospital.',
        ar: 'أصبح بإمكان المرضى في المرفأ مراجعة طبيب القلب دون الحاجة إلى السفر إلى مدينة الظنة، إذ يعقد استشاري من مستشفى الظنة عيادة في عيادة المرفأ كل يوم ثلاثاء.\n\nيمكن إجراء تخطيط القلب الكهربائي في الزيارة نفسها، أما تخطيط صدى القلب واختبارات الجهد فما زالت تُجرى في المستشفى.\n\nاحجز عيادة الثلاثاء من البوابة بعد اختيار عيادة المرفأ مستشفى لك.',
      },
      publishDays: -16,
    },
    {
      image: 'news-4',
      title: {
        en: 'Outpatient clinics now open until 10 pm',
        ar: 'العيادات الخارجية تفتح الآن حتى الساعة 10 مساءً',
      },
      description: {
        en: 'To fit around shift work in Ruwais and Al Dhannah, our outpatient clinics now see patients until 10 pm from Sunday to Thursday.\n\nEvening appointments are available in internal medicine, family medicine, orthopaedics and dermatology.\n\nEvening slots appear in the portal like any other: choose a doctor and pick a time in the Evening group.',
        ar: 'لتتناسب مع نوبات العمل في الرويس والظنة، أصبحت عياداتنا الخارجية تستقبل المرضى حتى الساعة 10 مساءً من الأحد إلى الخميس.\n\nتتوفر المواعيد المسائية في الطب الباطني وطب الأسرة وجراحة العظام والأمراض الجلدية.\n\nتظهر المواعيد المسائية في البوابة مثل غيرها: اختر الطبيب ثم اختر وقتًا ضمن مجموعة المساء.',
      },
      publishDays: -25,
    },
    {
      image: 'news-5',
      title: {
        en: 'Seasonal flu vaccination for the whole family',
        ar: 'لقاح الإنفلونزا الموسمية لجميع أفراد العائلة',
      },
      description: {
        en: 'This season’s flu vaccine is available at Al Dhannah Hospital and at the Ruwais and Mirfa clinics.\n\nThe vaccine is recommended for everyone over six months of age, and especially for people over 50, pregnant women and anyone with a long-term condition such as diabetes or asthma.\n\nNo appointment is needed: walk in to any of our vaccination rooms during opening hours and bring your Emirates ID.',
        ar: 'لقاح الإنفلونزا لهذا الموسم متوفر في مستشفى الظنة وفي عيادتي الرويس والمرفأ.\n\nيوصى باللقاح لكل من تجاوز عمره ستة أشهر، وبخاصة من تجاوزوا الخمسين والحوامل والمصابين بأمراض مزمنة مثل السكري أو الربو.\n\nلا حاجة إلى موعد مسبق: تفضّل بزيارة أي من غرف التطعيم لدينا خلال ساعات العمل مع بطاقة الهوية الإماراتية.',
      },
      publishDays: -40,
    },
    {
      image: 'news-6',
      title: {
        en: 'Repeat prescriptions delivered across Al Dhafra',
        ar: 'توصيل الوصفات المتكررة في أنحاء منطقة الظفرة',
      },
      description: {
        en: 'From next week, our pharmacy delivers repeat prescriptions to your door anywhere in Al Dhafra, free of charge.\n\nYour doctor renews the prescription as usual; the pharmacy calls you to agree a delivery time.\n\nMedicines that must be kept cold are delivered in a cool box, the same day they are prepared.',
        ar: 'اعتبارًا من الأسبوع المقبل، توصل صيدليتنا الوصفات المتكررة إلى باب منزلك في أي مكان في منطقة الظفرة مجانًا.\n\nيجدد طبيبك الوصفة كالمعتاد، ثم تتصل بك الصيدلية للاتفاق على موعد التوصيل.\n\nتُوصَّل الأدوية التي تحتاج إلى التبريد في صندوق مبرد في اليوم نفسه الذي تُجهَّز فيه.',
      },
      publishDays: 7,
    },
  ],
  events: [
    {
      image: 'event-1',
      video: 'event-video-1',
      title: {
        en: 'Healthy heart talk: eat well, move more',
        ar: 'محاضرة القلب السليم: غذاء متوازن وحركة أكثر',
      },
      publishDays: -3,
    },
    {
      image: 'event-2',
      video: 'event-video-2',
      title: {
        en: 'Healthy Heart Walk along the Ruwais corniche',
        ar: 'مسيرة القلب السليم على كورنيش الرويس',
      },
      publishDays: -12,
    },
    {
      image: 'event-3',
      video: 'event-video-1',
      title: { en: 'World Heart Day open evening', ar: 'أمسية مفتوحة في اليوم العالمي للقلب' },
      publishDays: -21,
    },
    {
      image: 'event-4',
      video: 'event-video-2',
      title: {
        en: 'Community blood drive in Al Dhannah City',
        ar: 'حملة التبرع بالدم المجتمعية في مدينة الظنة',
      },
      publishDays: -33,
    },
    {
      image: 'event-5',
      video: 'event-video-1',
      title: {
        en: 'Eating well with diabetes: a nutrition workshop',
        ar: 'الغذاء الصحي مع السكري: ورشة تغذية',
      },
      publishDays: -47,
    },
    {
      image: 'event-6',
      video: 'event-video-2',
      title: { en: 'Children’s health day and family walk', ar: 'يوم صحة الطفل ومسيرة العائلة' },
      publishDays: -60,
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
      name: 'executive-health-check',
      image: 'package-1',
      packagename: { en: 'Executive Health Check', ar: 'الفحص الصحي التنفيذي' },
      title: {
        en: 'A complete picture of your health in one morning',
        ar: 'صورة كاملة عن صحتك في صباح واحد',
      },
      subPackages: [
        {
          name: { en: 'Essential', ar: 'الأساسية' },
          description: {
            en: '<p>The tests most adults need every year.</p><ul><li>Consultation with a family medicine doctor</li><li>Complete blood count</li><li>Fasting blood sugar and HbA1c</li><li>Cholesterol profile</li><li>Kidney and liver function</li></ul>',
            ar: '<p>الفحوص التي يحتاجها معظم البالغين كل عام.</p><ul><li>استشارة مع طبيب أسرة</li><li>تعداد الدم الكامل</li><li>سكر الدم الصائم والسكر التراكمي</li><li>مستوى الكوليسترول</li><li>وظائف الكلى والكبد</li></ul>',
          },
          price: 450,
        },
        {
          name: { en: 'Comprehensive', ar: 'الشاملة' },
          description: {
            en: '<p>Everything in Essential, and a closer look at your heart and lungs.</p><ul><li>Electrocardiogram (ECG)</li><li>Chest X-ray</li><li>Thyroid function</li><li>Vitamin D and B12</li><li>Urine analysis</li></ul>',
            ar: '<p>كل ما في الباقة الأساسية، مع نظرة أدق على القلب والرئتين.</p><ul><li>تخطيط القلب الكهربائي</li><li>أشعة سينية للصدر</li><li>وظائف الغدة الدرقية</li><li>فيتامين د وفيتامين ب12</li><li>تحليل البول</li></ul>',
          },
          price: 950,
        },
        {
          name: { en: 'Premium', ar: 'المميزة' },
          description: {
            en: '<p>Everything in Comprehensive, with imaging and a specialist review.</p><ul><li>Abdominal ultrasound</li><li>Echocardiogram</li><li>Treadmill stress test</li><li>Results reviewed with an internal medicine consultant</li></ul>',
            ar: '<p>كل ما في الباقة الشاملة، مع التصوير ومراجعة من استشاري.</p><ul><li>الموجات فوق الصوتية للبطن</li><li>تخطيط صدى القلب</li><li>اختبار الجهد على جهاز المشي</li><li>مراجعة النتائج مع استشاري الطب الباطني</li></ul>',
          },
          price: 1650,
        },
      ],
    },
    {
      name: 'heart-health',
      image: 'package-2',
      packagename: { en: 'Heart Health', ar: 'صحة القلب' },
      title: { en: 'Know your heart before it tells you', ar: 'اعرف قلبك قبل أن يخبرك' },
      subPackages: [
        {
          name: { en: 'Heart Screen', ar: 'فحص القلب' },
          description: {
            en: '<p>A first check of your heart and its risk factors.</p><ul><li>Consultation with a cardiologist</li><li>Electrocardiogram (ECG)</li><li>Cholesterol profile</li><li>Blood pressure and body mass index</li></ul>',
            ar: '<p>فحص أولي لقلبك وعوامل الخطر.</p><ul><li>استشارة مع طبيب قلب</li><li>تخطيط القلب الكهربائي</li><li>مستوى الكوليسترول</li><li>ضغط الدم ومؤشر كتلة الجسم</li></ul>',
          },
          price: 550,
        },
        {
          name: { en: 'Heart Advanced', ar: 'فحص القلب المتقدم' },
          description: {
            en: '<p>Everything in Heart Screen, and how your heart works under effort.</p><ul><li>Echocardiogram</li><li>Treadmill stress test</li><li>HbA1c</li><li>A personal plan from the cardiologist</li></ul>',
            ar: '<p>كل ما في فحص القلب، مع معرفة أداء قلبك عند الجهد.</p><ul><li>تخطيط صدى القلب</li><li>اختبار الجهد على جهاز المشي</li><li>السكر التراكمي</li><li>خطة شخصية من طبيب القلب</li></ul>',
          },
          price: 1350,
        },
      ],
    },
    {
      name: 'diabetes-check',
      image: 'package-3',
      packagename: { en: 'Diabetes Check', ar: 'فحص السكري' },
      title: { en: 'Catch it early, live well with it', ar: 'اكتشفه مبكرًا وعش معه بصحة' },
      subPackages: [
        {
          name: { en: 'Screening', ar: 'الكشف المبكر' },
          description: {
            en: '<p>For anyone who wants to know whether they have, or are at risk of, diabetes.</p><ul><li>Fasting blood sugar</li><li>HbA1c</li><li>Cholesterol profile</li><li>Advice from a diabetes educator</li></ul>',
            ar: '<p>لكل من يريد أن يعرف إن كان مصابًا بالسكري أو معرضًا له.</p><ul><li>سكر الدم الصائم</li><li>السكر التراكمي</li><li>مستوى الكوليسترول</li><li>نصائح من مثقف السكري</li></ul>',
          },
          price: 250,
        },
        {
          name: { en: 'Annual Review', ar: 'المراجعة السنوية' },
          description: {
            en: '<p>The yearly checks recommended for people living with diabetes.</p><ul><li>Consultation with an endocrinologist</li><li>HbA1c, kidney function and urine albumin</li><li>Eye screening (retinal photograph)</li><li>Foot examination</li></ul>',
            ar: '<p>الفحوص السنوية الموصى بها لمن يعيشون مع السكري.</p><ul><li>استشارة مع طبيب الغدد الصماء</li><li>السكر التراكمي ووظائف الكلى والزلال في البول</li><li>فحص العين (تصوير الشبكية)</li><li>فحص القدمين</li></ul>',
          },
          price: 750,
        },
      ],
    },
    {
      name: 'womens-wellness',
      image: 'package-4',
      packagename: { en: 'Women’s Wellness', ar: 'صحة المرأة' },
      title: { en: 'Screening and advice at every stage of life', ar: 'فحوص ونصائح في كل مراحل الحياة' },
      subPackages: [
        {
          name: { en: 'Under 40', ar: 'دون الأربعين' },
          description: {
            en: '<p>For women up to 40 years of age.</p><ul><li>Consultation with an obstetrician and gynaecologist</li><li>Cervical screening (Pap smear)</li><li>Complete blood count and iron studies</li><li>Thyroid function</li></ul>',
            ar: '<p>للسيدات حتى سن الأربعين.</p><ul><li>استشارة مع طبيبة نساء وولادة</li><li>فحص عنق الرحم (مسحة عنق الرحم)</li><li>تعداد الدم الكامل ومخزون الحديد</li><li>وظائف الغدة الدرقية</li></ul>',
          },
          price: 650,
        },
        {
          name: { en: '40 and over', ar: 'الأربعون فما فوق' },
          description: {
            en: '<p>Everything in Under 40, with the screening recommended after 40.</p><ul><li>Mammogram</li><li>Bone density scan</li><li>Vitamin D</li><li>Fasting blood sugar and cholesterol</li></ul>',
            ar: '<p>كل ما في باقة دون الأربعين، مع الفحوص الموصى بها بعد الأربعين.</p><ul><li>تصوير الثدي الشعاعي (الماموغرام)</li><li>فحص كثافة العظام</li><li>فيتامين د</li><li>سكر الدم الصائم والكوليسترول</li></ul>',
          },
          price: 1200,
        },
      ],
    },
  ],
  faqs: [
    {
      title: { en: 'How do I book an appointment?', ar: 'كيف أحجز موعدًا؟' },
      description: {
        en: '<p>Open <strong>Doctors</strong>, find a doctor by name or speciality, choose a day and a free time, then confirm. You can book for yourself or for a family member you have added.</p>',
        ar: '<p>افتح <strong>الأطباء</strong>، وابحث عن طبيب بالاسم أو التخصص، واختر يومًا ووقتًا متاحًا، ثم أكّد الحجز. يمكنك الحجز لنفسك أو لأحد أفراد عائلتك الذين أضفتهم.</p>',
      },
    },
    {
      title: { en: 'How do I change or cancel an appointment?', ar: 'كيف أغيّر موعدًا أو ألغيه؟' },
      description: {
        en: '<p>Open <strong>Appointments</strong>, find the appointment under Upcoming Appointments and choose <em>Reschedule</em> or <em>Cancel</em>. Please cancel at least 24 hours ahead so another patient can take the time.</p>',
        ar: '<p>افتح <strong>المواعيد</strong>، وابحث عن الموعد ضمن المواعيد القادمة واختر <em>إعادة الجدولة</em> أو <em>الإلغاء</em>. يرجى الإلغاء قبل 24 ساعة على الأقل ليتمكن مريض آخر من أخذ الموعد.</p>',
      },
    },
    {
      title: { en: 'Can I manage my family’s appointments?', ar: 'هل يمكنني إدارة مواعيد عائلتي؟' },
      description: {
        en: '<p>Yes. Add your family members under <strong>My Profile</strong>, then choose them as the patient when you book. Their details must match their records at the hospital.</p>',
        ar: '<p>نعم. أضف أفراد عائلتك من <strong>ملفي الشخصي</strong>، ثم اخترهم كمرضى عند الحجز. يجب أن تطابق بياناتهم سجلاتهم في المستشفى.</p>',
      },
    },
    {
      title: { en: 'Where can I see my lab results?', ar: 'أين أجد نتائج التحاليل؟' },
      description: {
        en: '<p>Open <strong>Diagnostic Reports</strong>. Results appear once the doctor has approved them; a family member’s report needs a code sent to their mobile.</p>',
        ar: '<p>افتح <strong>التقارير التشخيصية</strong>. تظهر النتائج بعد اعتماد الطبيب لها، ويتطلب تقرير أحد أفراد العائلة رمزًا يُرسل إلى جواله.</p>',
      },
    },
    {
      title: { en: 'Which insurance do you accept?', ar: 'ما شركات التأمين التي تقبلونها؟' },
      description: {
        en: '<p>See <strong>Insurance</strong> for the insurers we work with. Some plans need approval before a visit; if in doubt, call us on <strong>8007267</strong>.</p>',
        ar: '<p>اطلع على قسم <strong>التأمين</strong> لمعرفة شركات التأمين التي نتعامل معها. تحتاج بعض الخطط إلى موافقة مسبقة قبل الزيارة، وإن كنت غير متأكد فاتصل بنا على <strong>8007267</strong>.</p>',
      },
    },
    {
      title: { en: 'What should I bring to my visit?', ar: 'ماذا أحضر معي إلى الزيارة؟' },
      description: {
        en: '<ul><li>Your Emirates ID</li><li>Your insurance card</li><li>A list of the medicines you take</li><li>Any reports or scans from other hospitals</li></ul><p>Please arrive 15 minutes before your appointment.</p>',
        ar: '<ul><li>بطاقة الهوية الإماراتية</li><li>بطاقة التأمين</li><li>قائمة بالأدوية التي تتناولها</li><li>أي تقارير أو صور أشعة من مستشفيات أخرى</li></ul><p>يرجى الحضور قبل موعدك بـ15 دقيقة.</p>',
      },
    },
  ],
};
