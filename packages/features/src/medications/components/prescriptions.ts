import { type Medication, medicationStartDate } from '@portal/contract';

/** One row of the list: a prescription, with the drugs of the tab on it. */
export interface PrescriptionRow {
  /** The prescription id (a table row's key). */
  id: string;
  physicianNo: string;
  doctorName: string;
  doctorName_ar: string;
  doctorImage: string | null;
  /** The UAE day it was written (ISO). */
  date: string;
  /** Days: the longest course on it. */
  duration: number;
  items: Medication[];
}

/** The tab's drugs as one row per prescription, in the server's order (newest first). */
export function prescriptionRows(items: readonly Medication[]): PrescriptionRow[] {
  const rows = new Map<string, PrescriptionRow>();
  for (const item of items) {
    const row = rows.get(item.prescriptionId);
    if (row) {
      row.items.push(item);
      row.duration = Math.max(row.duration, item.duration);
      continue;
    }
    rows.set(item.prescriptionId, {
      id: item.prescriptionId,
      physicianNo: item.physicianNo,
      doctorName: item.doctorName,
      doctorName_ar: item.doctorName_ar,
      doctorImage: item.doctorImage,
      date: medicationStartDate(item.creationDate) ?? '',
      duration: item.duration,
      items: [item],
    });
  }
  return [...rows.values()];
}

/** The doctors who prescribed any of these, each once, for Select Doctor. */
export function prescribers(
  items: readonly Medication[],
): Pick<Medication, 'physicianNo' | 'doctorName' | 'doctorName_ar'>[] {
  const seen = new Map<string, Pick<Medication, 'physicianNo' | 'doctorName' | 'doctorName_ar'>>();
  for (const { physicianNo, doctorName, doctorName_ar } of items) {
    if (!seen.has(physicianNo)) seen.set(physicianNo, { physicianNo, doctorName, doctorName_ar });
  }
  return [...seen.values()];
}

/** The label id of a row: names its View Medication button and its card. */
export const rowLabelId = (row: PrescriptionRow) => `prescription-${row.id}`;
