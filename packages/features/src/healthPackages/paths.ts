/**
 * Health packages and one package's sub-packages with their booking (spec section 2: Health
 * Packages, Health package details). The details take a package as location state (state.ts).
 */
export const HealthPackagesRoute = {
  healthPackages: '/auth/healthPackages',
  healthPackageDetails: '/auth/healthPackageDetails',
} as const;
