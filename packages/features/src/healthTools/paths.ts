/**
 * The health tools screen (spec section 2), reached from the dashboard's Health Tap tile. Other
 * features link here through this file; app/features.test.ts checks it against routes.tsx.
 */
export const HealthToolsRoute = {
  healthTools: '/auth/healthtools',
} as const;
