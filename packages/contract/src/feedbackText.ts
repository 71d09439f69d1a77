/**
 * Texts the server answers feedback, complaints and suggestions with (spec sections 5 and 8), in
 * their own file: messages.ts is on the sign-in path and must not pull feedback.ts's schemas in.
 */
export const FeedbackText = {
  textTooShort: 'Please enter more than 5 characters',
  textTooLong: 'Please enter at most 500 characters',
  incidentDateRange: 'Incident Date Range Error',
  incidentDateFormat: 'Incident Date Format Error',
  facilityRequired: 'Please select a facility',
  /** A mandatory question left blank, or an answer that is not one the question takes. */
  answersInvalid: 'Please answer all mandatory questions',
  /** The questionnaire, patient type or facility is not one of the brand's. */
  notFound: 'Sorry! No Questions from the selected Facility',
} as const;
