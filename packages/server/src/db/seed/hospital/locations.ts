/** The locations doctors work at (seeded with the facilities) and the insurance each refuses online. */
import { and, eq } from 'drizzle-orm';
import { hospitalRestrictedInsurance, locations } from '../../schema';
import type { SeedDb } from './shared';

export type LocationKey = 'adh' | 'ruwais' | 'mirfa' | 'colab' | 'reem';

export type LocationIds = Record<LocationKey, number>;

export const LOCATION_NAMES: Record<LocationKey, { facilityId: string; nameEn: string }> = {
  adh: { facilityId: 'AD10', nameEn: 'Al Dhannah Hospital' },
  ruwais: { facilityId: 'AD10', nameEn: 'Ruwais Clinic' },
  mirfa: { facilityId: 'AD10', nameEn: 'Mirfa Clinic' },
  colab: { facilityId: 'BM10', nameEn: 'Colab Medical Centre' },
  reem: { facilityId: 'BM10', nameEn: 'Colab Medical Centre - Al Reem Island' },
};

/** Insurer and plan pairs each location refuses online (spaces and case as a hospital types them). */
const RESTRICTED_INSURANCE: Record<LocationKey, [string, string][]> = {
  adh: [
    ['NAS', 'Silver'],
    ['Neuron', 'Basic'],
  ],
  ruwais: [['NAS', 'Silver']],
  mirfa: [
    [' daman ', 'BASIC '],
    ['Neuron', 'Basic'],
  ],
  colab: [['Almadallah', 'Lite']],
  reem: [],
};

/** The ids of the locations seedFacilities inserted; throws when one is missing. */
export async function locationIdsOf(db: SeedDb): Promise<LocationIds> {
  const locationIds = {} as Record<LocationKey, number>;
  for (const [key, { facilityId, nameEn }] of Object.entries(LOCATION_NAMES) as [
    LocationKey,
    (typeof LOCATION_NAMES)[LocationKey],
  ][]) {
    const [row] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.facilityId, facilityId), eq(locations.nameEn, nameEn)));
    if (!row) throw new Error(`seed location '${nameEn}' is missing`);
    locationIds[key] = row.id;
  }
  return locationIds;
}

export async function seedRestrictedInsurance(db: SeedDb, locationIds: LocationIds): Promise<void> {
  await db
    .insert(hospitalRestrictedInsurance)
    .values(
      (Object.entries(RESTRICTED_INSURANCE) as [LocationKey, [string, string][]][]).flatMap(([key, list]) =>
        list.map(([name, insurancePlan]) => ({ locationId: locationIds[key], name, insurancePlan })),
      ),
    );
}
