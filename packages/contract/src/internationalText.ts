/**
 * Texts the server answers the international patients' enquiry with (spec sections 5 and 8), in
 * their own file: messages.ts is on the sign-in path and must not pull international.ts into it.
 */
export const InternationalText = {
  fullNameError: 'Please enter your full name (at most 100 characters, no control characters)',
  mobileError: 'Please enter a valid mobile number (8 to 10 digits)',
  travelDateFormatError: 'Please enter the travel date as dd/MM/yyyy',
  travelDateRangeError: 'The travel date cannot be before today',
  commentLengthError: 'The comment must not be longer than 400 letters',
  enquirySent:
    'Thank you. We have received your enquiry; our international patients team will contact you soon.',
} as const;
