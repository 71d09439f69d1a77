/**
 * The simulated hospital of the demo (DESIGN.md, Demo seed): specialties, departments, doctors with
 * weekly schedules (so there are always slots, whatever today is), patient records with insurance,
 * restricted insurance per location, Aisha's family and a few appointments and prescriptions dated
 * from today.
 * Called by seedDemo inside its transaction, after the users; does nothing once doctors exist.
 * One file per thing seeded, inserted in the order below (later rows point at earlier ones).
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
 * - Hospital patients to add as family members (FAMILY_TO_ADD): Mariam Al Mansoori (EID
 *   784-1995-4738291-6, born 14/09/1995, 971 507001122: the code goes to her), Saif Al Mansoori
 *   (EID 784-2019-6655443-3, born 22/01/2019, Aisha's mobile: saved at once) and Rania Haddad
 *   (passport N4471829, born 03/12/1988, 971 502223344, BM10).
 * - Lab and radiology reports (labs.ts): Aisha has three in the last 30 days and four older (within
 *   six months); Yousef's (her mobile) open without a code, Hamad's (his own mobile) need the code
 *   sent to him and open with the password HAMA03021987; Omar has three at BM10 (Colab).
 */
import { uaeToday } from '@portal/contract';
import { hospitalDoctors } from '../../schema';
import { seedAppointments } from './appointments';
import { seedDoctors } from './doctors';
import { seedLabOrders } from './labs';
import { locationIdsOf, seedRestrictedInsurance } from './locations';
import { seedPrescriptions } from './medications';
import { demoPatients, seedFamily, seedPatientRecords } from './patients';
import { seedSchedules } from './schedules';
import type { SeedDb } from './shared';
import { seedSpecialties } from './specialties';

export { HOSPITAL_DOCTORS } from './doctors';
export { DEMO_PRESCRIPTIONS, seededCreationDate } from './medications';
export { AISHA_FAMILY, FAMILY_TO_ADD } from './patients';
export { HOSPITAL_DEPARTMENTS, HOSPITAL_SPECIALTIES, SEEDED_DEPARTMENT_CODES } from './specialties';

export async function seedHospital(db: SeedDb, today: string = uaeToday()): Promise<boolean> {
  const existing = await db.select({ id: hospitalDoctors.id }).from(hospitalDoctors).limit(1);
  if (existing.length > 0) return false;

  const locationIds = await locationIdsOf(db);
  await seedSpecialties(db);
  const doctorId = await seedDoctors(db, locationIds);
  await seedSchedules(db, doctorId);
  await seedRestrictedInsurance(db, locationIds);

  // The demo patients (absent when another seed runs without them: then no patient data).
  const patients = await demoPatients(db);
  if (!patients) return true;
  const memberId = await seedFamily(db, patients.aisha, today);
  await seedPatientRecords(db);
  await seedAppointments(db, { today, ...patients, memberId, doctorId, locationIds });
  await seedPrescriptions(db, today, doctorId);
  await seedLabOrders(db, today);
  return true;
}
