/** Specialties with the conditions patients search by, and the departments (some booked by phone). */
import { hospitalConditions, hospitalDepartments, hospitalSpecialties } from '../../schema';
import type { SeedDb } from './shared';

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

/** The specialties in their order, their conditions, then the departments. */
export async function seedSpecialties(db: SeedDb): Promise<void> {
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
}
