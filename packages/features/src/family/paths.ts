/**
 * Family members (spec section 2). Other features link to these screens through this file (with
 * state.ts, a feature's public face); an address joins with its route in routes.tsx, and
 * app/features.test.ts checks both ways.
 */
export const FamilyRoute = {
  manageFamily: '/auth/manageFamily',
} as const;
