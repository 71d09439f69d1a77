/** English strings of the insurance screen. */
export const en = {
  'insurance.title': 'Insurance',
  'insurance.intro': 'The insurance companies our hospitals work with.',
  'insurance.empty': 'No Data Available',
} as const;
