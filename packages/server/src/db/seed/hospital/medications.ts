/**
 * Prescriptions of the demo patients and Aisha's family, dated from today: each patient has some
 * running (written 3 to 20 days ago) and some finished, by several of the seeded doctors. Every
 * frequency carries the Arabic of a UAE pharmacy label, which the screen shows to a patient reading
 * Arabic. Times are UAE wall-clock: one prescription was written at 23:30, the edge of a day.
 */
import { addDays } from '@portal/contract';
import { hospitalPrescriptionItems, hospitalPrescriptions } from '../../schema';
import { HOSPITAL_DOCTORS } from './doctors';
import { LOCATION_NAMES } from './locations';
import type { SeedDb } from './shared';

interface SeedDrug {
  brandName: string;
  genericName: string;
  frequency: string;
  frequencyAr: string;
  durationDays: number;
}

export interface SeedPrescription {
  prescriptionNo: string;
  /** Whose record (hospital_patients.patient_id). */
  patientId: string;
  doctor: string;
  /** Written this many days before the seed's today, at this UAE time. */
  daysAgo: number;
  time: string;
  drugs: readonly SeedDrug[];
}

const drug = (
  brandName: string,
  genericName: string,
  frequency: string,
  frequencyAr: string,
  durationDays: number,
): SeedDrug => ({ brandName, genericName, frequency, frequencyAr, durationDays });

/** Newest first per patient. Aisha ADH100001, Yousef ADH100002, Hamad ADH100003, Omar CMC100001. */
export const DEMO_PRESCRIPTIONS: readonly SeedPrescription[] = [
  {
    prescriptionNo: 'RX200101',
    patientId: 'ADH100001',
    doctor: 'D1001',
    daysAgo: 5,
    time: '10:15',
    drugs: [
      drug(
        'Panadol',
        'Paracetamol',
        '1 tablet three times a day when needed',
        'قرص واحد ثلاث مرات يومياً عند الحاجة',
        7,
      ),
      drug(
        'Augmentin',
        'Amoxicillin and Clavulanic acid',
        '1 tablet twice a day',
        'قرص واحد مرتين يومياً',
        10,
      ),
    ],
  },
  {
    prescriptionNo: 'RX200102',
    patientId: 'ADH100001',
    doctor: 'D1008',
    daysAgo: 12,
    time: '23:30',
    drugs: [
      drug(
        'Nasonex',
        'Mometasone',
        '2 sprays in each nostril once a day',
        'بختان في كل فتحة أنف مرة واحدة يومياً',
        30,
      ),
      // Over on day 10: the same prescription then shows under Past Medication too.
      drug('Zyrtec', 'Cetirizine', '1 tablet at night', 'قرص واحد ليلاً', 10),
    ],
  },
  {
    prescriptionNo: 'RX200103',
    patientId: 'ADH100001',
    doctor: 'D1006',
    daysAgo: 18,
    time: '16:40',
    drugs: [
      drug(
        'Glucophage',
        'Metformin',
        '1 tablet twice a day with meals',
        'قرص واحد مرتين يومياً مع الوجبات',
        90,
      ),
    ],
  },
  {
    prescriptionNo: 'RX200104',
    patientId: 'ADH100001',
    doctor: 'D1001',
    daysAgo: 40,
    time: '09:40',
    drugs: [
      drug(
        'Nexium',
        'Esomeprazole',
        '1 capsule once a day before breakfast',
        'كبسولة واحدة مرة يومياً قبل الإفطار',
        14,
      ),
      drug(
        'Brufen',
        'Ibuprofen',
        '1 tablet three times a day after meals',
        'قرص واحد ثلاث مرات يومياً بعد الوجبات',
        5,
      ),
    ],
  },
  {
    prescriptionNo: 'RX200105',
    patientId: 'ADH100001',
    doctor: 'D1007',
    daysAgo: 75,
    time: '12:05',
    drugs: [
      drug('Fucidin', 'Fusidic acid', 'Apply a thin layer twice a day', 'ضع طبقة رقيقة مرتين يومياً', 7),
    ],
  },
  {
    prescriptionNo: 'RX200201',
    patientId: 'ADH100002',
    doctor: 'D1003',
    daysAgo: 3,
    time: '08:50',
    drugs: [
      drug(
        'Calpol Six Plus',
        'Paracetamol',
        '5 ml every 6 hours when needed',
        '5 مل كل 6 ساعات عند الحاجة',
        5,
      ),
      drug('Zinnat', 'Cefuroxime', '5 ml twice a day', '5 مل مرتين يومياً', 7),
    ],
  },
  {
    prescriptionNo: 'RX200202',
    patientId: 'ADH100002',
    doctor: 'D1003',
    daysAgo: 30,
    time: '17:20',
    drugs: [drug('Amoxil', 'Amoxicillin', '5 ml three times a day', '5 مل ثلاث مرات يومياً', 7)],
  },
  {
    prescriptionNo: 'RX200301',
    patientId: 'ADH100003',
    doctor: 'D1002',
    daysAgo: 20,
    time: '11:05',
    drugs: [
      drug('Lipitor', 'Atorvastatin', '1 tablet once a day at night', 'قرص واحد مرة يومياً ليلاً', 60),
      drug('Concor', 'Bisoprolol', '1 tablet once a day in the morning', 'قرص واحد مرة يومياً صباحاً', 90),
    ],
  },
  {
    prescriptionNo: 'RX200302',
    patientId: 'ADH100003',
    doctor: 'D1004',
    daysAgo: 55,
    time: '15:30',
    drugs: [
      drug(
        'Voltaren',
        'Diclofenac',
        '1 tablet twice a day after meals',
        'قرص واحد مرتين يومياً بعد الوجبات',
        10,
      ),
    ],
  },
  {
    prescriptionNo: 'RX300101',
    patientId: 'CMC100001',
    doctor: 'D2001',
    daysAgo: 8,
    time: '12:20',
    drugs: [
      drug('Claritine', 'Loratadine', '1 tablet once a day', 'قرص واحد مرة يومياً', 14),
      drug('Daivobet', 'Calcipotriol and Betamethasone', 'Apply once a day', 'يوضع مرة واحدة يومياً', 28),
    ],
  },
  {
    prescriptionNo: 'RX300102',
    patientId: 'CMC100001',
    doctor: 'D2003',
    daysAgo: 50,
    time: '10:00',
    drugs: [
      drug(
        'Brufen',
        'Ibuprofen',
        '1 tablet three times a day after meals',
        'قرص واحد ثلاث مرات يومياً بعد الوجبات',
        5,
      ),
    ],
  },
];

/** When a seeded prescription was written, as the hospital answers it (UAE offset). */
export function seededCreationDate(
  prescription: Pick<SeedPrescription, 'daysAgo' | 'time'>,
  today: string,
): string {
  return `${addDays(today, -prescription.daysAgo)}T${prescription.time}:00+04:00`;
}

export async function seedPrescriptions(
  db: SeedDb,
  today: string,
  doctorId: ReadonlyMap<string, number>,
): Promise<void> {
  for (const prescription of DEMO_PRESCRIPTIONS) {
    const doctor = HOSPITAL_DOCTORS.find((d) => d.physicianNo === prescription.doctor);
    const id = doctorId.get(prescription.doctor);
    if (!doctor || id === undefined) throw new Error(`seed doctor ${prescription.doctor} is missing`);
    const [row] = await db
      .insert(hospitalPrescriptions)
      .values({
        prescriptionNo: prescription.prescriptionNo,
        facilityId: LOCATION_NAMES[doctor.location].facilityId,
        patientId: prescription.patientId,
        doctorId: id,
        createdAt: new Date(seededCreationDate(prescription, today)),
      })
      .returning({ id: hospitalPrescriptions.id });
    if (!row) throw new Error('prescription not stored');
    await db.insert(hospitalPrescriptionItems).values(
      prescription.drugs.map((d) => ({
        prescriptionId: row.id,
        brandName: d.brandName,
        genericName: d.genericName,
        frequencyEn: d.frequency,
        frequencyAr: d.frequencyAr,
        durationDays: d.durationDays,
      })),
    );
  }
}
