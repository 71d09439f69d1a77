/**
 * Texts the server answers the Contact Us and Ask Doctor forms with (spec sections 5 and 8), in
 * their own file: messages.ts is on the sign-in path and must not pull help.ts's schemas into it.
 * 'Please a enter valid email' is the spec's wording, kept as written.
 */
export const HelpText = {
  fillAllData: 'Please fill all data',
  invalidMobile: 'Enter a valid mobile no.',
  invalidEmail: 'Please a enter valid email',
  /** A name, the message or the comment is longer than the form lets anyone type. */
  tooLong: 'Please shorten your entry',
  queryReceived: 'We have received your query. We will get back to you soon.',
} as const;
