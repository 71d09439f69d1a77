import { INTERNATIONAL_COMMENT_MAX, InternationalText } from '@portal/contract';

/** English strings of the International Patient screen (spec sections 2, 3 and 5). */
export const en = {
  title: 'International Patients',
  loading: 'Loading the international patients page',
  pageError: 'The information page could not be loaded.',
  retry: 'Try again',

  'form.title': 'Send us an enquiry',
  'form.intro': 'All fields are required. We will reply by e-mail or phone.',
  'form.fullName': 'Full name',
  'form.gender': 'Gender',
  'form.male': 'Male',
  'form.female': 'Female',
  'form.mobile': 'Mobile number',
  'form.mobileHint': '8 to 10 digits',
  'form.email': 'Email',
  'form.travelDate': 'Travel date',
  'form.travelDateHint': 'dd/MM/yyyy, today or later',
  'form.calendar': 'Choose the travel date',
  'form.comment': 'Comment',
  'form.commentHint': `At most ${INTERNATIONAL_COMMENT_MAX} letters: your condition and what you would like from us.`,
  'form.document': 'Attach a medical report',
  'form.documentHint': 'pdf, doc, docx, jpg, jpeg or png, up to 2 MB',
  'form.chosen': 'Attached: {{name}}',
  'form.send': 'Send enquiry',
  'form.sendError': 'Your enquiry could not be sent. Please try again.',

  'sent.title': 'Enquiry sent',
  'sent.reference': 'Enquiry number: {{id}}',
  'sent.another': 'Send another enquiry',

  // The server's messages (contract internationalText.ts), by their codes.
  'international.fullNameError': InternationalText.fullNameError,
  'international.mobileError': InternationalText.mobileError,
  'international.travelDateFormatError': InternationalText.travelDateFormatError,
  'international.travelDateRangeError': InternationalText.travelDateRangeError,
  'international.commentLengthError': InternationalText.commentLengthError,
  'international.enquirySent': InternationalText.enquirySent,
} as const;
