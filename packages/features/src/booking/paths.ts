/**
 * Booking, re-booking and rescheduling (spec section 2). Other features link to these screens through this file
 * (with state.ts, a feature's public face); an address joins with its route in routes.tsx, and
 * app/features.test.ts checks both ways.
 */
export const BookingRoute = {
  bookAppointment: '/auth/bookAppointment',
  bookPastAppointment: '/auth/bookPastAppointment',
  bookTeleAppointment: '/auth/bookTeleAppointment',
  bookTelePastAppointment: '/auth/bookTelePastAppointment',
  rescheduleAppointment: '/auth/rescheduleAppointment',
} as const;
