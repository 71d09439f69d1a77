/** The insurers the hospital group works with (spec section 2: Insurance), reached from the dashboard's tile. */
export const InsuranceRoute = {
  insurance: '/auth/insurance',
} as const;
