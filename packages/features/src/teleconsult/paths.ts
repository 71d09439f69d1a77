/**
 * The teleconsultation screens (spec section 2). Other features link to these screens through this file
 * (with state.ts, a feature's public face); an address joins with its route in routes.tsx, and
 * app/features.test.ts checks both ways.
 */
export const TeleconsultRoute = {
  teleconsultation: '/auth/Teleconsultation',
  comingSoon: '/auth/comingsoon',
} as const;
