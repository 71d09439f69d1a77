/**
 * The simulated hospital of the demo (DESIGN.md, Demo seed): specialties, departments, doctors with
 * weekly schedules (so there are always slots, whatever today is), patient records with insurance,
 * restricted insurance per location, Aisha's family and a few appointments dated from today.
 * Called by seedDemo inside its transaction, after the users; does nothing once doctors exist.
 *
 * Facts a demo or a test can rely on (UAE time):
 * - Dr. Ahmed Al Hashimi (D1001, Family Medicine, Al Dhannah Hospital, AD10) works every day
 *   08:00-12:00, 13:00-16:00 and 17:00-20:00 in 15-minute slots: tomorrow is always free for him.
 * - Dr. Noura Al Kaabi (D1011, AD10) and Dr. Tariq Al Nuaimi (D2002, BM10) are telemedicine doctors
 *   working every day.
 * - Aisha's insurance (Daman, Basic) is restricted at Mirfa Clinic, where Dr. Youssef Farouk (D1008)
 *   validates insurance: booking him as Aisha is refused. Dr. Hessa Al Dhaheri at the same clinic
 *   validates nothing and can be booked.
 * - IVF (Dr. Fatima Al Zaabi) and DSURG (Dr. Reem Khoury) are department codes: booked by phone,
 *   their appointment_message. Dr. Alan Brooks has no department and cannot be booked.
 * - Aisha's family: Yousef (son, a child, her mobile), Hamad (husband, own mobile), Latifa (mother, adult,
 *   Aisha's mobile: booking for her is refused by the pre-check).
 */
import { addDays, DocumentType, uaeToday, weekdayOf } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_USERS } from './demo-users';
import type { AppDb } from './index';
import {
  familyMembers,
  hospitalAppointments,
  hospitalConditions,
  hospitalDepartments,
  hospitalDoctors,
  hospitalPatients,
  hospitalRestrictedInsurance,
  hospitalSchedules,
  hospitalSpecialties,
  locations,
  users,
} from './schema';

type SeedDb = Pick<AppDb, 'select' | 'insert'>;

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const SUN_THU = [0, 1, 2, 3, 4];
const MON_FRI = [1, 2, 3, 4, 5];
const MON_SAT = [1, 2, 3, 4, 5, 6];

export const HOSPITAL_SPECIALTIES = [
  {
    code: 'FM',
    nameEn: 'Family Medicine',
    nameAr: 'طب الأسرة',
    conditions: [
      ['Fever', 'الحمى'],
      ['Diabetes follow-up', 'متابعة السكري'],
      ['High blood pressure', 'ارتفاع ضغط الدم'],
    ],
  },
  {
    code: 'CARD',
    nameEn: 'Cardiology',
    nameAr: 'أمراض القلب',
    insuranceValidation: true,
    conditions: [
      ['Chest pain', 'ألم الصدر'],
      ['Palpitations', 'خفقان القلب'],
    ],
  },
  {
    code: 'PED',
    nameEn: 'Paediatrics',
    nameAr: 'طب الأطفال',
    conditions: [
      ['Child vaccination', 'تطعيم الأطفال'],
      ['Child fever', 'حمى الأطفال'],
    ],
  },
  {
    code: 'OBG',
    nameEn: 'Obstetrics and Gynaecology',
    nameAr: 'أمراض النساء والولادة',
    conditions: [['Pregnancy care', 'رعاية الحمل']],
  },
  { code: 'IVF', nameEn: 'Fertility', nameAr: 'الخصوبة', conditions: [['Infertility', 'العقم']] },
  {
    code: 'ORTH',
    nameEn: 'Orthopaedics',
    nameAr: 'جراحة العظام',
    conditions: [
      ['Back pain', 'ألم الظهر'],
      ['Knee pain', 'ألم الركبة'],
      ['Sports injury', 'الإصابات الرياضية'],
    ],
  },
  {
    code: 'IM',
    nameEn: 'Internal Medicine',
    nameAr: 'الطب الباطني',
    conditions: [
      ['Diabetes', 'السكري'],
      ['Thyroid disorders', 'اضطرابات الغدة الدرقية'],
    ],
  },
  {
    code: 'DERM',
    nameEn: 'Dermatology',
    nameAr: 'الأمراض الجلدية',
    conditions: [
      ['Acne', 'حب الشباب'],
      ['Eczema', 'الأكزيما'],
    ],
  },
  {
    code: 'ENT',
    nameEn: 'Ear, Nose and Throat',
    nameAr: 'الأنف والأذن والحنجرة',
    conditions: [
      ['Sinusitis', 'التهاب الجيوب الأنفية'],
      ['Hearing loss', 'ضعف السمع'],
    ],
  },
  {
    code: 'PSY',
    nameEn: 'Psychiatry',
    nameAr: 'الطب النفسي',
    conditions: [
      ['Anxiety', 'القلق'],
      ['Sleep problems', 'اضطرابات النوم'],
    ],
  },
  {
    code: 'DENT',
    nameEn: 'Dentistry',
    nameAr: 'طب الأسنان',
    conditions: [
      ['Toothache', 'ألم الأسنان'],
      ['Wisdom tooth', 'ضرس العقل'],
    ],
  },
  {
    code: 'OPH',
    nameEn: 'Ophthalmology',
    nameAr: 'طب العيون',
    conditions: [['Blurred vision', 'ضعف الرؤية']],
  },
] as const;

export const HOSPITAL_DEPARTMENTS = [
  ...HOSPITAL_SPECIALTIES.filter((s) => s.code !== 'IVF').map((s) => ({
    code: s.code,
    nameEn: s.nameEn,
    nameAr: s.nameAr,
    onlineBooking: true,
  })),
  { code: 'IVF', nameEn: 'IVF and Fertility', nameAr: 'أطفال الأنابيب والخصوبة', onlineBooking: false },
  { code: 'DSURG', nameEn: 'Oral Surgery', nameAr: 'جراحة الفم', onlineBooking: false },
];

/** Department codes: departments booked by phone, never online. */
export const SEEDED_DEPARTMENT_CODES = ['DSURG', 'IVF'];

/** A plain portrait (data: address, allowed by the CSP) for the doctors that have a photo. */
function portrait(background: string, tone: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" fill="${background}"/>` +
    `<circle cx="60" cy="48" r="24" fill="${tone}"/>` +
    `<path d="M18 120c4-26 22-40 42-40s38 14 42 40z" fill="${tone}"/>` +
    `<path d="M40 96h40v24H40z" fill="#ffffff" opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type LocationKey = 'adh' | 'ruwais' | 'mirfa' | 'colab' | 'reem';

const LOCATION_NAMES: Record<LocationKey, { facilityId: string; nameEn: string }> = {
  adh: { facilityId: 'AD10', nameEn: 'Al Dhannah Hospital' },
  ruwais: { facilityId: 'AD10', nameEn: 'Ruwais Clinic' },
  mirfa: { facilityId: 'AD10', nameEn: 'Mirfa Clinic' },
  colab: { facilityId: 'BM10', nameEn: 'Colab Medical Centre' },
  reem: { facilityId: 'BM10', nameEn: 'Colab Medical Centre - Al Reem Island' },
};

interface SeedDoctor {
  physicianNo: string;
  physicianLicense: string;
  nameEn: string;
  nameAr: string;
  genderId: 1 | 2;
  specialty: string;
  specializationEn: string;
  specializationAr: string;
  department: string | null;
  location: LocationKey;
  scheduleType: 'OPD' | 'TELEMED';
  slotMinutes: 15 | 20 | 30;
  days: number[];
  sessions: [string, string][];
  photo?: string;
  languagesEn: string;
  languagesAr: string;
  biographyEn: string;
  biographyAr: string;
  experience: number;
  nationalityEn: string;
  nationalityAr: string;
  appointmentMessage?: string;
  insuranceValidation?: boolean;
}

const EN_AR = { en: 'English, Arabic', ar: 'الإنجليزية، العربية' };

export const HOSPITAL_DOCTORS: SeedDoctor[] = [
  {
    physicianNo: 'D1001',
    physicianLicense: 'DOH-GP-10231',
    nameEn: 'Dr. Ahmed Al Hashimi',
    nameAr: 'د. أحمد الهاشمي',
    genderId: 1,
    specialty: 'FM',
    specializationEn: 'Consultant Family Medicine',
    specializationAr: 'استشاري طب الأسرة',
    department: 'FM',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: ALL_DAYS,
    sessions: [
      ['08:00', '12:00'],
      ['13:00', '16:00'],
      ['17:00', '20:00'],
    ],
    photo: portrait('#d8ebe4', '#2f6f5e'),
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn:
      'Dr. Ahmed cares for whole families, from check-ups and vaccinations to long-term conditions such as diabetes and high blood pressure. He trained in Abu Dhabi and Dublin.',
    biographyAr:
      'يعتني الدكتور أحمد بالعائلات بأكملها، من الفحوصات الدورية والتطعيمات إلى الأمراض المزمنة مثل السكري وارتفاع ضغط الدم. تدرب في أبوظبي ودبلن.',
    experience: 18,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتي',
  },
  {
    physicianNo: 'D1002',
    physicianLicense: 'DOH-CA-20417',
    nameEn: 'Dr. Sarah Thompson',
    nameAr: 'د. سارة تومسون',
    genderId: 2,
    specialty: 'CARD',
    specializationEn: 'Consultant Cardiologist',
    specializationAr: 'استشارية أمراض القلب',
    department: 'CARD',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: SUN_THU,
    sessions: [
      ['09:00', '13:00'],
      ['16:00', '19:00'],
    ],
    photo: portrait('#e6e1f2', '#5b4a8a'),
    languagesEn: 'English',
    languagesAr: 'الإنجليزية',
    biographyEn:
      'Dr. Sarah specialises in heart rhythm disorders and preventive cardiology, with fifteen years at teaching hospitals in London.',
    biographyAr:
      'تتخصص الدكتورة سارة في اضطرابات نظم القلب وطب القلب الوقائي، بخبرة خمسة عشر عامًا في مستشفيات تعليمية في لندن.',
    experience: 15,
    nationalityEn: 'British',
    nationalityAr: 'بريطانية',
  },
  {
    physicianNo: 'D1003',
    physicianLicense: 'DOH-PE-30562',
    nameEn: 'Dr. Layla Haddad',
    nameAr: 'د. ليلى حداد',
    genderId: 2,
    specialty: 'PED',
    specializationEn: 'Specialist Paediatrician',
    specializationAr: 'أخصائية طب الأطفال',
    department: 'PED',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: SUN_THU,
    sessions: [['08:00', '14:00']],
    languagesEn: 'English, Arabic, French',
    languagesAr: 'الإنجليزية، العربية، الفرنسية',
    biographyEn:
      'Dr. Layla looks after newborns, children and teenagers, with a special interest in childhood asthma and allergies.',
    biographyAr:
      'تعتني الدكتورة ليلى بحديثي الولادة والأطفال والمراهقين، مع اهتمام خاص بربو الأطفال والحساسية.',
    experience: 11,
    nationalityEn: 'Lebanese',
    nationalityAr: 'لبنانية',
  },
  {
    physicianNo: 'D1004',
    physicianLicense: 'DOH-OR-40118',
    nameEn: 'Dr. Rajesh Menon',
    nameAr: 'د. راجيش مينون',
    genderId: 1,
    specialty: 'ORTH',
    specializationEn: 'Consultant Orthopaedic Surgeon',
    specializationAr: 'استشاري جراحة العظام',
    department: 'ORTH',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: MON_FRI,
    sessions: [
      ['10:00', '12:00'],
      ['14:00', '18:00'],
    ],
    photo: portrait('#f3e6d8', '#8a5a2b'),
    languagesEn: 'English, Hindi, Malayalam',
    languagesAr: 'الإنجليزية، الهندية، المالايالامية',
    biographyEn:
      'Dr. Rajesh treats joint, spine and sports injuries and performs knee and shoulder arthroscopy.',
    biographyAr:
      'يعالج الدكتور راجيش إصابات المفاصل والعمود الفقري والإصابات الرياضية، ويجري تنظير الركبة والكتف.',
    experience: 20,
    nationalityEn: 'Indian',
    nationalityAr: 'هندي',
  },
  {
    physicianNo: 'D1005',
    physicianLicense: 'DOH-OG-50934',
    nameEn: 'Dr. Mona Al Qubaisi',
    nameAr: 'د. منى القبيسي',
    genderId: 2,
    specialty: 'OBG',
    specializationEn: 'Specialist Obstetrics and Gynaecology',
    specializationAr: 'أخصائية أمراض النساء والولادة',
    department: 'OBG',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: MON_FRI,
    sessions: [['08:00', '12:00']],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn:
      'Dr. Mona follows women through pregnancy and birth and treats common gynaecological conditions.',
    biographyAr: 'تتابع الدكتورة منى النساء خلال الحمل والولادة وتعالج أمراض النساء الشائعة.',
    experience: 9,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتية',
  },
  {
    physicianNo: 'D1006',
    physicianLicense: 'DOH-IM-60275',
    nameEn: 'Dr. Khalid Al Mazrouei',
    nameAr: 'د. خالد المزروعي',
    genderId: 1,
    specialty: 'IM',
    specializationEn: 'Consultant Internal Medicine',
    specializationAr: 'استشاري الطب الباطني',
    department: 'IM',
    location: 'ruwais',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: SUN_THU,
    sessions: [
      ['08:00', '12:00'],
      ['17:00', '21:00'],
    ],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn: 'Dr. Khalid manages diabetes, thyroid and other chronic conditions of adults.',
    biographyAr: 'يتابع الدكتور خالد السكري وأمراض الغدة الدرقية وغيرها من الأمراض المزمنة لدى البالغين.',
    experience: 14,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتي',
  },
  {
    physicianNo: 'D1007',
    physicianLicense: 'DOH-DE-70649',
    nameEn: 'Dr. Priya Nair',
    nameAr: 'د. بريا ناير',
    genderId: 2,
    specialty: 'DERM',
    specializationEn: 'Specialist Dermatologist',
    specializationAr: 'أخصائية الأمراض الجلدية',
    department: 'DERM',
    location: 'ruwais',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: MON_SAT,
    sessions: [['12:00', '18:00']],
    languagesEn: 'English, Hindi, Tamil',
    languagesAr: 'الإنجليزية، الهندية، التاميلية',
    biographyEn: 'Dr. Priya treats acne, eczema, psoriasis and skin infections in adults and children.',
    biographyAr: 'تعالج الدكتورة بريا حب الشباب والأكزيما والصدفية والتهابات الجلد لدى البالغين والأطفال.',
    experience: 8,
    nationalityEn: 'Indian',
    nationalityAr: 'هندية',
  },
  {
    physicianNo: 'D1008',
    physicianLicense: 'DOH-EN-80371',
    nameEn: 'Dr. Youssef Farouk',
    nameAr: 'د. يوسف فاروق',
    genderId: 1,
    specialty: 'ENT',
    specializationEn: 'Consultant ENT Surgeon',
    specializationAr: 'استشاري جراحة الأنف والأذن والحنجرة',
    department: 'ENT',
    location: 'mirfa',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: ALL_DAYS,
    sessions: [
      ['09:00', '13:00'],
      ['15:00', '19:00'],
    ],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn:
      'Dr. Youssef treats sinus, hearing and throat problems and performs endoscopic sinus surgery.',
    biographyAr: 'يعالج الدكتور يوسف مشاكل الجيوب الأنفية والسمع والحنجرة ويجري جراحة الجيوب بالمنظار.',
    experience: 16,
    nationalityEn: 'Egyptian',
    nationalityAr: 'مصري',
    insuranceValidation: true,
  },
  {
    physicianNo: 'D1009',
    physicianLicense: 'DOH-GP-90812',
    nameEn: 'Dr. Hessa Al Dhaheri',
    nameAr: 'د. حصة الظاهري',
    genderId: 2,
    specialty: 'FM',
    specializationEn: 'Specialist Family Medicine',
    specializationAr: 'أخصائية طب الأسرة',
    department: 'FM',
    location: 'mirfa',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: SUN_THU,
    sessions: [['08:00', '14:00']],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn: 'Dr. Hessa offers family care at Mirfa, with a focus on women’s health and healthy ageing.',
    biographyAr: 'تقدم الدكتورة حصة رعاية الأسرة في المرفأ، مع تركيز على صحة المرأة والشيخوخة الصحية.',
    experience: 7,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتية',
  },
  {
    physicianNo: 'D1010',
    physicianLicense: 'DOH-RM-11456',
    nameEn: 'Dr. Fatima Al Zaabi',
    nameAr: 'د. فاطمة الزعابي',
    genderId: 2,
    specialty: 'IVF',
    specializationEn: 'Consultant Reproductive Medicine',
    specializationAr: 'استشارية طب الإنجاب',
    department: 'IVF',
    location: 'adh',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: SUN_THU,
    sessions: [['09:00', '13:00']],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn: 'Dr. Fatima leads the fertility clinic: assessments, IVF and fertility preservation.',
    biographyAr: 'تقود الدكتورة فاطمة عيادة الخصوبة: التقييم وأطفال الأنابيب والحفاظ على الخصوبة.',
    experience: 19,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتية',
    appointmentMessage: '+971 2 555 0110',
  },
  {
    physicianNo: 'D1011',
    physicianLicense: 'DOH-GP-12087',
    nameEn: 'Dr. Noura Al Kaabi',
    nameAr: 'د. نورة الكعبي',
    genderId: 2,
    specialty: 'FM',
    specializationEn: 'Family Medicine Physician (Telemedicine)',
    specializationAr: 'طبيبة طب الأسرة (الطب عن بعد)',
    department: 'FM',
    location: 'adh',
    scheduleType: 'TELEMED',
    slotMinutes: 15,
    days: ALL_DAYS,
    sessions: [['08:00', '22:00']],
    photo: portrait('#dbe8f5', '#2d5b8a'),
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn:
      'Dr. Noura sees patients by video for everyday illnesses, follow-ups and prescription renewals.',
    biographyAr: 'تستقبل الدكتورة نورة المرضى عبر الفيديو للأمراض اليومية والمتابعات وتجديد الوصفات.',
    experience: 6,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتية',
  },
  {
    physicianNo: 'D2001',
    physicianLicense: 'DOH-DE-21374',
    nameEn: 'Dr. Nadia Rahman',
    nameAr: 'د. نادية رحمن',
    genderId: 2,
    specialty: 'DERM',
    specializationEn: 'Consultant Dermatologist',
    specializationAr: 'استشارية الأمراض الجلدية',
    department: 'DERM',
    location: 'colab',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: MON_SAT,
    sessions: [
      ['10:00', '13:00'],
      ['15:00', '20:00'],
    ],
    languagesEn: 'English, Urdu, Arabic',
    languagesAr: 'الإنجليزية، الأردية، العربية',
    biographyEn:
      'Dr. Nadia treats skin, hair and nail conditions and runs the clinic’s skin cancer screening.',
    biographyAr: 'تعالج الدكتورة نادية أمراض الجلد والشعر والأظافر وتدير فحص سرطان الجلد في المركز.',
    experience: 13,
    nationalityEn: 'Pakistani',
    nationalityAr: 'باكستانية',
  },
  {
    physicianNo: 'D2002',
    physicianLicense: 'DOH-PS-22590',
    nameEn: 'Dr. Tariq Al Nuaimi',
    nameAr: 'د. طارق النعيمي',
    genderId: 1,
    specialty: 'PSY',
    specializationEn: 'Consultant Psychiatrist (Telemedicine)',
    specializationAr: 'استشاري الطب النفسي (الطب عن بعد)',
    department: 'PSY',
    location: 'colab',
    scheduleType: 'TELEMED',
    slotMinutes: 20,
    days: ALL_DAYS,
    sessions: [
      ['09:00', '12:00'],
      ['14:00', '17:00'],
      ['18:00', '22:00'],
    ],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn: 'Dr. Tariq helps adults with anxiety, low mood and sleep problems, by video consultation.',
    biographyAr:
      'يساعد الدكتور طارق البالغين الذين يعانون من القلق وتدني المزاج واضطرابات النوم، عبر الاستشارة بالفيديو.',
    experience: 17,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتي',
  },
  {
    physicianNo: 'D2003',
    physicianLicense: 'DOH-DN-23815',
    nameEn: 'Dr. Hamdan Al Shamsi',
    nameAr: 'د. حمدان الشامسي',
    genderId: 1,
    specialty: 'DENT',
    specializationEn: 'Specialist Dentist',
    specializationAr: 'أخصائي طب الأسنان',
    department: 'DENT',
    location: 'reem',
    scheduleType: 'OPD',
    slotMinutes: 15,
    days: SUN_THU,
    sessions: [
      ['09:00', '13:00'],
      ['16:00', '21:00'],
    ],
    languagesEn: EN_AR.en,
    languagesAr: EN_AR.ar,
    biographyEn: 'Dr. Hamdan provides check-ups, fillings, root canal treatment and cosmetic dentistry.',
    biographyAr: 'يقدم الدكتور حمدان الفحوصات والحشوات وعلاج قنوات الجذور وتجميل الأسنان.',
    experience: 10,
    nationalityEn: 'Emirati',
    nationalityAr: 'إماراتي',
  },
  {
    physicianNo: 'D2004',
    physicianLicense: 'DOH-OS-24037',
    nameEn: 'Dr. Reem Khoury',
    nameAr: 'د. ريم خوري',
    genderId: 2,
    specialty: 'DENT',
    specializationEn: 'Consultant Oral and Maxillofacial Surgeon',
    specializationAr: 'استشارية جراحة الفم والوجه والفكين',
    department: 'DSURG',
    location: 'reem',
    scheduleType: 'OPD',
    slotMinutes: 30,
    days: SUN_THU,
    sessions: [['09:00', '13:00']],
    languagesEn: 'English, Arabic',
    languagesAr: 'الإنجليزية، العربية',
    biographyEn: 'Dr. Reem performs wisdom tooth surgery, dental implants and jaw surgery.',
    biographyAr: 'تجري الدكتورة ريم جراحة ضرس العقل وزراعة الأسنان وجراحة الفك.',
    experience: 21,
    nationalityEn: 'Jordanian',
    nationalityAr: 'أردنية',
    appointmentMessage: '+971 2 555 0199',
  },
  {
    physicianNo: 'D2005',
    physicianLicense: 'DOH-OP-25168',
    nameEn: 'Dr. Alan Brooks',
    nameAr: 'د. آلان بروكس',
    genderId: 1,
    specialty: 'OPH',
    specializationEn: 'Visiting Consultant Ophthalmologist',
    specializationAr: 'استشاري طب العيون الزائر',
    department: null,
    location: 'colab',
    scheduleType: 'OPD',
    slotMinutes: 20,
    days: [1],
    sessions: [['09:00', '12:00']],
    languagesEn: 'English',
    languagesAr: 'الإنجليزية',
    biographyEn:
      'Dr. Alan visits from Boston for cataract and glaucoma consultations; his clinic days are arranged by phone.',
    biographyAr: 'يزور الدكتور آلان من بوسطن لاستشارات المياه البيضاء والزرقاء؛ تُحدد أيام عيادته بالهاتف.',
    experience: 25,
    nationalityEn: 'American',
    nationalityAr: 'أمريكي',
  },
];

/** Insurer and plan pairs each location refuses online (spaces and case as a hospital types them). */
const RESTRICTED_INSURANCE: Record<LocationKey, [string, string][]> = {
  adh: [
    ['NAS', 'Silver'],
    ['Neuron', 'Basic'],
  ],
  ruwais: [['NAS', 'Silver']],
  mirfa: [
    [' daman ', 'BASIC '],
    ['Neuron', 'Basic'],
  ],
  colab: [['Almadallah', 'Lite']],
  reem: [],
};

const AISHA = DEMO_USERS.aisha;
const OMAR = DEMO_USERS.omar;

/** Aisha's family; Emirates IDs obey 784 + birth year. */
export const AISHA_FAMILY = [
  {
    key: 'yousef',
    firstName: 'Yousef',
    lastName: 'Al Mansoori',
    relationId: 5,
    dateOfBirth: '2016-08-20',
    genderId: 1,
    callingCode: AISHA.callingCode,
    mobile: AISHA.mobile,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784201698765432',
  },
  {
    key: 'hamad',
    firstName: 'Hamad',
    lastName: 'Al Mansoori',
    relationId: 3,
    dateOfBirth: '1987-02-03',
    genderId: 1,
    callingCode: '971',
    mobile: '506667788',
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784198711223344',
  },
  {
    key: 'latifa',
    firstName: 'Latifa',
    lastName: 'Al Mansoori',
    relationId: 2,
    dateOfBirth: '1963-11-05',
    genderId: 2,
    callingCode: AISHA.callingCode,
    mobile: AISHA.mobile,
    documentTypeId: DocumentType.EmiratesId,
    documentId: '784196355667788',
  },
] as const;

/** Hospital records: patient number, facility, insurer and plan. */
const PATIENT_RECORDS = [
  {
    who: 'aisha',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100001',
    insuranceName: 'Daman',
    planName: 'Basic',
  },
  {
    who: 'yousef',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100002',
    insuranceName: 'Daman',
    planName: 'Basic',
  },
  {
    who: 'hamad',
    facilityId: 'AD10',
    his: 'ADH',
    patientId: 'ADH100003',
    insuranceName: 'Thiqa',
    planName: 'Thiqa 1',
  },
  {
    who: 'omar',
    facilityId: 'BM10',
    his: 'CMC',
    patientId: 'CMC100001',
    insuranceName: 'Thiqa',
    planName: 'Thiqa 1',
  },
] as const;

/** The first day on or after `from` whose weekday is among `days`. */
function nextWorkingDay(from: string, days: readonly number[]): string {
  let date = from;
  while (!days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export async function seedHospital(db: SeedDb, today: string = uaeToday()): Promise<boolean> {
  const existing = await db.select({ id: hospitalDoctors.id }).from(hospitalDoctors).limit(1);
  if (existing.length > 0) return false;

  const locationIds = {} as Record<LocationKey, number>;
  for (const [key, { facilityId, nameEn }] of Object.entries(LOCATION_NAMES) as [
    LocationKey,
    (typeof LOCATION_NAMES)[LocationKey],
  ][]) {
    const [row] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.facilityId, facilityId), eq(locations.nameEn, nameEn)));
    if (!row) throw new Error(`seed location '${nameEn}' is missing`);
    locationIds[key] = row.id;
  }

  await db.insert(hospitalSpecialties).values(
    HOSPITAL_SPECIALTIES.map((s, index) => ({
      code: s.code,
      nameEn: s.nameEn,
      nameAr: s.nameAr,
      insuranceValidation: 'insuranceValidation' in s ? s.insuranceValidation : false,
      sortOrder: index + 1,
    })),
  );
  await db
    .insert(hospitalConditions)
    .values(
      HOSPITAL_SPECIALTIES.flatMap((s) =>
        s.conditions.map(([nameEn, nameAr]) => ({ specialtyCode: s.code, nameEn, nameAr })),
      ),
    );
  await db.insert(hospitalDepartments).values(HOSPITAL_DEPARTMENTS);

  const doctors = await db
    .insert(hospitalDoctors)
    .values(
      HOSPITAL_DOCTORS.map((d, index) => ({
        physicianNo: d.physicianNo,
        physicianLicense: d.physicianLicense,
        nameEn: d.nameEn,
        nameAr: d.nameAr,
        genderId: d.genderId,
        specialtyCode: d.specialty,
        specializationEn: d.specializationEn,
        specializationAr: d.specializationAr,
        departmentCode: d.department,
        locationId: locationIds[d.location],
        scheduleType: d.scheduleType,
        slotMinutes: d.slotMinutes,
        photoUrl: d.photo ?? null,
        languagesEn: d.languagesEn,
        languagesAr: d.languagesAr,
        biographyEn: d.biographyEn,
        biographyAr: d.biographyAr,
        experienceYears: d.experience,
        nationalityEn: d.nationalityEn,
        nationalityAr: d.nationalityAr,
        appointmentMessage: d.appointmentMessage ?? null,
        insuranceValidation: d.insuranceValidation ?? false,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: hospitalDoctors.id, physicianNo: hospitalDoctors.physicianNo });
  const doctorId = new Map(doctors.map((d) => [d.physicianNo, d.id]));
  await db.insert(hospitalSchedules).values(
    HOSPITAL_DOCTORS.flatMap((d) =>
      d.days.flatMap((weekday) =>
        d.sessions.map(([startTime, endTime]) => ({
          doctorId: doctorId.get(d.physicianNo) as number,
          weekday,
          startTime,
          endTime,
        })),
      ),
    ),
  );
  await db
    .insert(hospitalRestrictedInsurance)
    .values(
      (Object.entries(RESTRICTED_INSURANCE) as [LocationKey, [string, string][]][]).flatMap(([key, list]) =>
        list.map(([name, insurancePlan]) => ({ locationId: locationIds[key], name, insurancePlan })),
      ),
    );

  // The demo patients (absent when another seed runs without them: then no patient data).
  const [aisha] = await db.select().from(users).where(eq(users.mobile, AISHA.mobile));
  const [omar] = await db.select().from(users).where(eq(users.mobile, OMAR.mobile));
  if (!aisha || !omar) return true;

  const members = await db
    .insert(familyMembers)
    // Each was added with the code sent to their mobile (spec section 4, family member save).
    .values(
      AISHA_FAMILY.map(({ key: _key, ...member }) => ({
        ...member,
        userId: aisha.id,
        mobileVerifiedAt: new Date(`${today}T00:00:00Z`),
      })),
    )
    .returning({ id: familyMembers.id, firstName: familyMembers.firstName });
  const memberId = (firstName: string) => members.find((m) => m.firstName === firstName)?.id ?? null;

  const people = {
    aisha: { ...AISHA, mobileNo: `${AISHA.callingCode}${AISHA.mobile}` },
    omar: { ...OMAR, mobileNo: `${OMAR.callingCode}${OMAR.mobile}` },
    ...Object.fromEntries(
      AISHA_FAMILY.map((m) => [m.key, { ...m, mobileNo: `${m.callingCode}${m.mobile}` }]),
    ),
  } as Record<
    string,
    {
      firstName: string;
      lastName: string;
      dateOfBirth: string | null;
      genderId: number | null;
      mobileNo: string;
      documentTypeId: number | null;
      documentId: string | null;
    }
  >;
  await db.insert(hospitalPatients).values(
    PATIENT_RECORDS.map((record) => {
      const person = people[record.who];
      if (!person) throw new Error(`seed patient '${record.who}' is missing`);
      return {
        facilityId: record.facilityId,
        his: record.his,
        patientId: record.patientId,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        genderId: person.genderId,
        mobileNo: person.mobileNo,
        documentTypeId: person.documentTypeId,
        identityNumber: person.documentId,
        insuranceName: record.insuranceName,
        planName: record.planName,
      };
    }),
  );

  const appointments = [
    {
      patientId: 'ADH100001',
      doctor: 'D1001',
      date: addDays(today, -40),
      start: '09:00',
      status: 'Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1002',
      date: addDays(today, -21),
      start: '10:00',
      status: 'Not Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1007',
      date: addDays(today, -5),
      start: '14:00',
      status: 'Not Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100002',
      doctor: 'D1003',
      date: addDays(today, -10),
      start: '08:30',
      status: 'Visited',
      by: aisha.id,
      member: memberId('Yousef'),
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1006',
      date: nextWorkingDay(addDays(today, 2), SUN_THU),
      start: '09:00',
      status: '0',
      by: aisha.id,
    },
    {
      patientId: 'CMC100001',
      doctor: 'D2001',
      date: addDays(today, -14),
      start: '11:00',
      status: 'Visited',
      by: omar.id,
    },
  ] as const;
  for (const a of appointments) {
    const doctor = HOSPITAL_DOCTORS.find((d) => d.physicianNo === a.doctor);
    if (!doctor?.department) throw new Error(`seed doctor ${a.doctor} cannot be booked`);
    const facilityId = LOCATION_NAMES[doctor.location].facilityId;
    const [{ n } = { n: '' }] = await db
      .select({ n: sql<string>`nextval('hospital_appointment_ref_seq')::text` })
      .from(sql`(select 1) as one`);
    const [hours, minutes] = a.start.split(':').map(Number);
    const end = (hours ?? 0) * 60 + (minutes ?? 0) + doctor.slotMinutes;
    await db.insert(hospitalAppointments).values({
      appointmentRef: `${facilityId}-${n}`,
      appointmentRefNo: `APT${n}`,
      facilityId,
      patientId: a.patientId,
      doctorId: doctorId.get(a.doctor) as number,
      physicianNo: doctor.physicianNo,
      physicianLicense: doctor.physicianLicense,
      department: doctor.department,
      locationId: locationIds[doctor.location],
      scheduleType: doctor.scheduleType,
      apptDate: a.date,
      startTime: a.start,
      endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      status: a.status,
      bookedByUserId: a.by,
      familyMemberId: 'member' in a ? a.member : null,
    });
  }
  return true;
}
