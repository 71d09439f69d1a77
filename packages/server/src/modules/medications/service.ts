/**
 * My Medications (spec sections 2, 3 and 4): the prescriptions of the user or one of their own
 * family members, split into running and finished by today in the UAE. The person's hospital
 * records are found by the portal (appointments' patientRecords: identity proof, and a 404 with an
 * audit line for anyone else's member); nothing the client types names a record.
 */
import { localDateTime, type Medication, type MedicationsData, medicationProgress } from '@portal/contract';
import type { HisDoctor, HisPrescription } from '../../adapters/hospital/port';
import { todayOf } from '../../clock';
import type { AppContext } from '../../context';
import { type BookingService, bookingFor, type Caller } from '../appointments/service';

/** An instant as the hospital writes it: UAE wall-clock with its offset. */
function uaeDateTime(instant: Date): string {
  const { date, time } = localDateTime(instant);
  return `${date}T${time}:00+04:00`;
}

function medicationsOf(prescription: HisPrescription, doctor: HisDoctor | undefined): Medication[] {
  return prescription.items.map((item) => ({
    prescriptionId: prescription.prescriptionNo,
    brandName: item.brandName,
    genericName: item.genericName,
    frequency: item.frequency,
    frequency_ar: item.frequencyAr,
    duration: item.durationDays,
    creationDate: uaeDateTime(prescription.createdAt),
    physicianNo: prescription.physicianNo,
    doctorName: doctor?.name ?? prescription.physicianNo,
    doctorName_ar: doctor?.name_ar ?? prescription.physicianNo,
    doctorImage: doctor?.image ?? null,
  }));
}

export class MedicationsService {
  constructor(
    private readonly context: AppContext,
    private readonly booking: BookingService = bookingFor(context),
  ) {}

  /** Running and finished drugs of one person's records (at the brand's facilities when it names any). */
  async medications(caller: Caller, familyMemberId: number, brandName: string): Promise<MedicationsData> {
    const { hospital, clock } = this.context;
    const records = await this.booking.patientRecords(caller, familyMemberId);
    const brandFacilities = await hospital.facilitiesOfBrand(brandName);
    const selected = brandFacilities
      ? records.filter((record) => brandFacilities.includes(record.facilityId))
      : records;
    const prescriptions = await hospital.prescriptionsOf(selected);
    const ids = [...new Set(prescriptions.map((p) => p.doctorId))];
    const doctors = new Map((ids.length ? await hospital.doctors({ ids }) : []).map((d) => [d.id, d]));
    const today = todayOf(clock)();
    const activeMedications: Medication[] = [];
    const pastMedications: Medication[] = [];
    for (const prescription of prescriptions) {
      for (const item of medicationsOf(prescription, doctors.get(prescription.doctorId))) {
        (medicationProgress(item, today).finished ? pastMedications : activeMedications).push(item);
      }
    }
    return { activeMedications, pastMedications };
  }
}
