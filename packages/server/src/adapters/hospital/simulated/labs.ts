/** The simulated hospital's lab and radiology orders (hospital_lab_orders and their tests, 0011_reports.sql). */
import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { AppDb } from '../../../db/index';
import { type HospitalLabOrderRow, hospitalLabOrders, hospitalLabTests } from '../../../db/schema';
import type { HisLabOrder, HospitalLabs, LabOrderQuery } from '../port';

const both = (en: string | null, ar: string | null) => (en && ar ? { en, ar } : null);

export class SimulatedLabs implements HospitalLabs {
  constructor(private readonly db: AppDb) {}

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
