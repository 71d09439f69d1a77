/**
 * My Medications (spec section 2). Other features link here through this file (with state.ts);
 * the Active and Past tabs are the address's `tab` ('1' or '2', spec section 9), so a reload or a
 * shared link keeps the tab.
 */
export const MedicationsRoute = {
  myMedication: '/auth/myMedication',
} as const;
