/** The simulated hospital's prescriptions (0012_medications.sql), seeded relative to today. */
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { AppDb } from '../../../db/index';
import { hospitalDoctors, hospitalPrescriptionItems, hospitalPrescriptions } from '../../../db/schema';
import type { HisPrescription, HospitalMedications } from '../port';

export class SimulatedMedications implements HospitalMedications {
  constructor(private readonly db: AppDb) {}

  async prescriptionsOf(
    patients: readonly { facilityId: string; patientId: string }[],
  ): Promise<HisPrescription[]> {
    if (patients.length === 0) return [];
    const rows = await this.db
      .select({
        prescription: hospitalPrescriptions,
        physicianNo: hospitalDoctors.physicianNo,
        item: hospitalPrescriptionItems,
      })
      .from(hospitalPrescriptions)
      .innerJoin(hospitalDoctors, eq(hospitalDoctors.id, hospitalPrescriptions.doctorId))
      .innerJoin(
        hospitalPrescriptionItems,
        eq(hospitalPrescriptionItems.prescriptionId, hospitalPrescriptions.id),
      )
      .where(
        or(
          ...patients.map((p) =>
            and(
              eq(hospitalPrescriptions.facilityId, p.facilityId),
              eq(hospitalPrescriptions.patientId, p.patientId),
            ),
          ),
        ),
      )
      .orderBy(
        desc(hospitalPrescriptions.createdAt),
        desc(hospitalPrescriptions.id),
        asc(hospitalPrescriptionItems.id),
      );
    const byId = new Map<number, HisPrescription>();
    for (const { prescription, physicianNo, item } of rows) {
      let entry = byId.get(prescription.id);
      if (!entry) {
        entry = {
          prescriptionNo: prescription.prescriptionNo,
          facilityId: prescription.facilityId,
          patientId: prescription.patientId,
          doctorId: prescription.doctorId,
          physicianNo,
          createdAt: prescription.createdAt,
          items: [],
        };
        byId.set(prescription.id, entry);
      }
      entry.items.push({
        brandName: item.brandName,
        genericName: item.genericName,
        frequency: item.frequencyEn,
        frequencyAr: item.frequencyAr,
        durationDays: item.durationDays,
      });
    }
    return [...byId.values()];
  }
}
