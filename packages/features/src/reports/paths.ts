/**
 * Lab and radiology reports (spec section 2, "Lab Reports"). Other features link here through this
 * file and state.ts; app/features.test.ts joins each address with its route in routes.tsx.
 */
export const ReportsRoute = {
  labReports: '/auth/diagnosticReports',
} as const;
