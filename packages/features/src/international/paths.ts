/**
 * The International Patient screen (spec section 2). Other features link here through this file;
 * app/features.test.ts checks it against routes.tsx.
 */
export const InternationalRoute = {
  internationalPatients: '/auth/internationalpatients',
} as const;
