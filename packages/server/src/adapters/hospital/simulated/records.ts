/** The simulated hospital's patient records: found by identity, registered at a facility when first booked. */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { AppDb } from '../../../db/index';
import { facilities, hospitalPatients } from '../../../db/schema';
import type { HisPatient, HospitalRecords, PatientIdentity } from '../port';
import type { Executor, Tx } from './shared';

export class SimulatedRecords implements HospitalRecords {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  private identityMatch(identity: PatientIdentity): SQL | undefined {
    if (identity.identityNumber && identity.documentTypeId !== null) {
      return and(
        eq(hospitalPatients.documentTypeId, identity.documentTypeId),
        eq(hospitalPatients.identityNumber, identity.identityNumber),
      );
    }
    // Without a document a hospital knows a patient by mobile, birth date and first name.
    if (!identity.dateOfBirth) return sql`false`;
    return and(
      isNull(hospitalPatients.identityNumber),
      eq(hospitalPatients.mobileNo, identity.mobileNo),
      eq(hospitalPatients.dateOfBirth, identity.dateOfBirth),
      eq(sql`lower(${hospitalPatients.firstName})`, identity.firstName.trim().toLowerCase()),
    );
  }

  async findPatients(identity: PatientIdentity, facilityId?: string): Promise<HisPatient[]> {
    return this.findPatientsWith(this.db, identity, facilityId);
  }

  private async findPatientsWith(
    db: Executor,
    identity: PatientIdentity,
    facilityId?: string,
  ): Promise<HisPatient[]> {
    const rows = await db
      .select()
      .from(hospitalPatients)
      .where(
        and(
          this.identityMatch(identity),
          facilityId ? eq(hospitalPatients.facilityId, facilityId) : undefined,
        ),
      )
      .orderBy(asc(hospitalPatients.facilityId), asc(hospitalPatients.id));
    return rows.map((row) => ({
      his: row.his,
      patientId: row.patientId,
      facilityId: row.facilityId,
      mobileNo: row.mobileNo,
      dateOfBirth: row.dateOfBirth,
      insuranceName: row.insuranceName,
      planName: row.planName,
    }));
  }

  /** Registers a patient at a facility (idempotent under races: a concurrent twin wins quietly). */
  async registerPatient(tx: Tx, identity: PatientIdentity, facilityId: string): Promise<HisPatient> {
    const [facility] = await tx
      .select({ his: facilities.hisName })
      .from(facilities)
      .where(eq(facilities.id, facilityId));
    if (!facility) throw new Error(`unknown facility ${facilityId}`);
    await tx
      .insert(hospitalPatients)
      .values({
        facilityId,
        his: facility.his,
        patientId: sql`${facility.his}::text || nextval('hospital_patient_no_seq')::text`,
        firstName: identity.firstName,
        lastName: identity.lastName,
        dateOfBirth: identity.dateOfBirth,
        genderId: identity.genderId,
        mobileNo: identity.mobileNo,
        documentTypeId: identity.identityNumber ? identity.documentTypeId : null,
        identityNumber: identity.identityNumber,
        createdAt: this.clock(),
      })
      .onConflictDoNothing();
    const [patient] = await this.findPatientsWith(tx, identity, facilityId);
    if (!patient) throw new Error('patient registration found no record');
    return patient;
  }
}
