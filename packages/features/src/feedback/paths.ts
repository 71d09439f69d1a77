/**
 * Feedback, complaint and suggestion (spec section 2). /auth/complaint opens the Complaint tab; the
 * tab is the address's `tab` (state.ts), so a reload or a shared link keeps it.
 */
export const FeedbackRoute = {
  feedback: '/auth/feedback',
  complaint: '/auth/complaint',
} as const;
