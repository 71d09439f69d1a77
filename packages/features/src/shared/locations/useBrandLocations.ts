import type { HospitalLocation } from '@portal/contract';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { useLocationsQuery } from './api';

/** The brand's hospital locations, named in the language on show. */
export function useBrandLocations() {
  const brand = useBrand();
  const language = useLanguage();
  return useLocationsQuery({ brandName: brand.key, lang: language });
}

/** The location of `facilityId` to show as chosen: the first of the brand's list with that facility. */
export function locationOf(locations: readonly HospitalLocation[], facilityId: string | null | undefined) {
  return facilityId ? locations.find((location) => location.locationId === facilityId) : undefined;
}
