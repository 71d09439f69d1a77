import * as z from 'zod/mini';
import { familyMemberIdInput } from './appointments';
import { daysBetween } from './booking-rules';
import { isIsoDate, isoDateAt } from './dates';
import { envelope } from './envelope';
import { lazy } from './lazy';

/**
 * Medications (spec sections 2 "My Medications", 3 "Medication", 4 "Medication progress" and 7).
 * The client names who (familyMemberId: 0 the user, else one of their family members); the server
 * finds that person's hospital records itself, so no patientId or HIS is taken from the client.
 */

/** The tabs of /auth/myMedication, as spec section 9 numbers them. */
export const MedicationTab = { Active: '1', Past: '2' } as const;
export type MedicationTab = (typeof MedicationTab)[keyof typeof MedicationTab];

/** One drug of a prescription (spec section 3, Medication). */
export const medication = lazy(() =>
  z.object({
    /** The prescription the drug is on: one row of the list per prescription. */
    prescriptionId: z.string(),
    brandName: z.string(),
    genericName: z.string(),
    /** '1 tablet twice a day'. */
    frequency: z.string(),
    /** The same in Arabic, as the hospital's pharmacy label prints it; null when it has none. */
    frequency_ar: z.nullable(z.string()),
    /** Days. */
    duration: z.int().check(z.positive()),
    /** When the doctor wrote the prescription: an ISO date-time with its offset (or an ISO date, a UAE day). */
    creationDate: z.string(),
    physicianNo: z.string(),
    doctorName: z.string(),
    doctorName_ar: z.string(),
    doctorImage: z.nullable(z.string()),
  }),
);
export type Medication = z.infer<typeof medication>;

/** POST medications/{brandName}: the person whose medications; 0 (or absent) is the user. */
export const medicationsRequest = lazy(() => z.object({ familyMemberId: familyMemberIdInput }));
export type MedicationsRequest = z.input<typeof medicationsRequest>;

export const medicationsData = lazy(() =>
  z.object({
    /** Drugs whose course runs on today (progress below 100 %), newest prescription first. */
    activeMedications: z.array(medication),
    /** Drugs whose course is over, newest prescription first. */
    pastMedications: z.array(medication),
  }),
);
export type MedicationsData = z.infer<typeof medicationsData>;
/** message.status 'Success' (spec: begins with S). */
export const medicationsResponse = lazy(() => envelope(medicationsData));
export type MedicationsResponse = z.infer<typeof medicationsResponse>;

export const MedicationPath = {
  /** POST, with the brand's key as the last segment (spec section 7: the path plus the brand name). */
  medications: '/medication/getmedications/:brandName',
} as const;

/**
 * The medications address of a brand. Not an endpoint descriptor (contract endpoint.ts): the brand
 * name is a segment of the path, which a descriptor's fixed path cannot carry.
 */
export function medicationsPath(brandName: string): string {
  return MedicationPath.medications.replace(':brandName', encodeURIComponent(brandName));
}
export const medicationsParams = lazy(() =>
  z.object({
    brandName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  }),
);

/* Medication progress (spec section 4). */

/**
 * The UAE calendar day a prescription was written: a date-time is read in Asia/Dubai (UTC+4 all
 * year, no daylight saving), an ISO date is that day already. Null for anything else.
 */
export function medicationStartDate(creationDate: string): string | null {
  const value = creationDate.trim();
  if (isIsoDate(value)) return value;
  // A date-time must say its offset: without one it would be read in the machine's own zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : isoDateAt(instant);
}

export interface MedicationProgress {
  /** Whole days taken so far: from the day written to today, at most the course's length. */
  elapsedDays: number;
  /** The course's length (duration). */
  totalDays: number;
  remainingDays: number;
  /** 0 to 100, whole; 100 once the creation date plus the duration is reached. */
  percent: number;
  /** The course is over: the tab 'Past Medication'. */
  finished: boolean;
}

/**
 * Where a course stands on `today` (an ISO date in the UAE: uaeToday(), or the server's clock). The
 * day written counts as day 0: a 7-day course written on the 1st has 7 days remaining that day and
 * is over (100 %) on the 8th. A course written after today (a date still ahead) has not started.
 */
export function medicationProgress(
  item: Pick<Medication, 'creationDate' | 'duration'>,
  today: string,
): MedicationProgress {
  const totalDays = item.duration;
  const start = medicationStartDate(item.creationDate) ?? today;
  const elapsedDays = Math.min(Math.max(daysBetween(start, today), 0), totalDays);
  const finished = elapsedDays >= totalDays;
  return {
    elapsedDays,
    totalDays,
    remainingDays: totalDays - elapsedDays,
    percent: finished ? 100 : Math.floor((elapsedDays * 100) / totalDays),
    finished,
  };
}
