import { useBrand } from '../brand/BrandContext';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { useSpecialtiesOfBrandQuery } from './api';

/**
 * The specialties that have doctors at the brand's locations (the user's preferred hospital's
 * brand, else the portal's), as 'Find doctor by speciality' lists them. One cached call serves the
 * list and the search box's hint.
 */
export function useBrandSpecialties() {
  const brand = useBrand();
  const user = useAppSelector(selectSessionUser);
  return useSpecialtiesOfBrandQuery(user?.vblog || brand.key);
}
