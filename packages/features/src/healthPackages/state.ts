import { stateRecord as record } from '../shared/locationState';

/*
 * What the packages grid (or the dashboard) hands /auth/healthPackageDetails (spec section 2: the
 * package name, title and image), read back with care: a reload or a typed address brings
 * whatever the history holds.
 */

/** /auth/healthPackageDetails: the package's key (healthPackage.name), and its banner while it loads. */
export interface HealthPackageState {
  name: string;
  title?: string;
  image?: string;
}

/** The state if it names a package; null sends the patient back to the packages. */
export function readHealthPackageState(state: unknown): HealthPackageState | null {
  const { name, title, image } = record(state);
  if (typeof name !== 'string' || name.trim() === '') return null;
  return {
    name,
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof image === 'string' ? { image } : {}),
  };
}
