/**
 * Find a Doctor and its results (spec section 2). Other features link to these screens through this file
 * (with state.ts, a feature's public face); an address joins with its route in routes.tsx, and
 * app/features.test.ts checks both ways.
 */
export const DoctorsRoute = {
  findDoctor: '/auth/finddoctor',
  searchDoctorResult: '/auth/searchDoctorResult',
} as const;
