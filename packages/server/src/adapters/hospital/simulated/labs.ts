/** The simulated hospital's lab and radiology orders (hospital_lab_orders and their tests, 0011_reports.sql). */
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { type Clock, todayOf } from '../../../clock';
import type { AppDb } from '../../../db/index';
import { type HospitalLabOrderRow, hospitalLabOrders, hospitalLabTests } from '../../../db/schema';
import type { HisLabOrder, HospitalLabRelease, HospitalLabs, LabOrderQuery, PatientIdentity } from '../port';
import type { SimulatedRecords } from './records';

const both = (en: string | null, ar: string | null) => (en && ar ? { en, ar } : null);

/** What a released result holds: one HbA1c test within its reference range. */
const RELEASED_TEST = {
  testNameEn: 'HbA1c (Glycated Haemoglobin)',
  testNameAr: 'الهيموغلوبين السكري',
  value: '5.4',
  unit: '%',
  referenceRange: '4.0 - 5.6',
  abnormalFlag: null,
} as const;

export class SimulatedLabs implements HospitalLabs, HospitalLabRelease {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly records: SimulatedRecords,
  ) {}

  /** Development: a lab order of today with one test, its document number '<facility>-LAB-R<id>'. */
  async releaseLabResult(identity: PatientIdentity, facilityId: string): Promise<HisLabOrder> {
    const [known] = await this.records.findPatients(identity, facilityId);
    const orderDate = todayOf(this.clock)();
    const docNumber = await this.db.transaction(async (tx) => {
      const patient = known ?? (await this.records.registerPatient(tx, identity, facilityId));
      const { rows } = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('hospital_lab_orders', 'id'))::integer as id`,
      )) as unknown as { rows: { id: number }[] };
      const [next] = rows;
      if (!next) throw new Error('no lab order id');
      const number = `${facilityId.slice(0, 2)}-LAB-R${next.id}`;
      await tx.insert(hospitalLabOrders).values({
        id: next.id,
        facilityId,
        patientId: patient.patientId,
        docNumber: number,
        docNumberRef: `${number}/1`,
        docType: 'LAB',
        orderDate,
        createdAt: this.clock(),
      });
      await tx.insert(hospitalLabTests).values({ orderId: next.id, position: 1, ...RELEASED_TEST });
      return number;
    });
    const order = await this.labOrder(facilityId, docNumber);
    if (!order) throw new Error(`released lab order ${docNumber} was not stored`);
    return order;
  }

  async labOrders(
    patients: readonly { facilityId: string; patientId: string }[],
    query: LabOrderQuery,
  ): Promise<HisLabOrder[]> {
    if (patients.length === 0) return [];
    const rows = await this.db
      .select()
      .from(hospitalLabOrders)
      .where(
        and(
          or(
            ...patients.map((p) =>
              and(
                eq(hospitalLabOrders.facilityId, p.facilityId),
                eq(hospitalLabOrders.patientId, p.patientId),
              ),
            ),
          ),
          gte(hospitalLabOrders.orderDate, query.startDate),
          lte(hospitalLabOrders.orderDate, query.endDate),
          query.docType ? eq(hospitalLabOrders.docType, query.docType) : undefined,
        ),
      )
      .orderBy(desc(hospitalLabOrders.orderDate), desc(hospitalLabOrders.id));
    return this.withTests(rows);
  }

  async labOrder(facilityId: string, docNumber: string): Promise<HisLabOrder | null> {
    const rows = await this.db
      .select()
      .from(hospitalLabOrders)
      .where(and(eq(hospitalLabOrders.facilityId, facilityId), eq(hospitalLabOrders.docNumber, docNumber)));
    const [order] = await this.withTests(rows);
    return order ?? null;
  }

  private async withTests(rows: HospitalLabOrderRow[]): Promise<HisLabOrder[]> {
    if (rows.length === 0) return [];
    const tests = await this.db
      .select()
      .from(hospitalLabTests)
      .where(
        inArray(
          hospitalLabTests.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(hospitalLabTests.orderId), asc(hospitalLabTests.position));
    return rows.map((row) => ({
      facilityId: row.facilityId,
      patientId: row.patientId,
      docNumber: row.docNumber,
      docNumberRef: row.docNumberRef,
      docPart: row.docPart,
      docType: row.docType,
      docVersion: row.docVersion,
      orderDate: row.orderDate,
      doctorName: both(row.doctorNameEn, row.doctorNameAr),
      findings: both(row.findingsEn, row.findingsAr),
      impression: both(row.impressionEn, row.impressionAr),
      tests: tests
        .filter((test) => test.orderId === row.id)
        .map((test) => ({
          nameEn: test.testNameEn,
          nameAr: test.testNameAr,
          value: test.value,
          unit: test.unit,
          referenceRange: test.referenceRange,
          abnormalFlag: test.abnormalFlag,
        })),
    }));
  }
}
