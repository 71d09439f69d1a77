/**
 * Admin users (spec section 2). Other features link to this screen through this file; an address
 * joins with its route in routes.tsx, and app/features.test.ts checks both ways.
 */
export const AdminRoute = {
  users: '/auth/user',
} as const;
