import { MedicationTab } from '@portal/contract';

/**
 * The screen takes no location state: what it shows is the address's `tab` (Active '1', Past '2').
 * Anything else there (a typed address, an old link) reads as Active.
 */
export const MEDICATION_TAB_PARAM = 'tab';

export function medicationTabOf(search: URLSearchParams): MedicationTab {
  return search.get(MEDICATION_TAB_PARAM) === MedicationTab.Past ? MedicationTab.Past : MedicationTab.Active;
}
