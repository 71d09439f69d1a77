import { ContentText } from '@portal/contract';

/** English strings of the health package screens and the booking dialog. */
export const en = {
  'packages.title': 'Health Packages',
  'packages.intro': 'Check-ups and screening programmes at our hospitals.',
  'packages.empty': 'No Data Available',

  'details.exclusive': 'Exclusive Health Packages',
  'details.empty': 'No Data Available',
  'details.terms': 'Terms & Conditions*',
  'details.book': 'Book',
  'details.bookNamed': 'Book {{name}}',
  'details.back': 'All health packages',

  'book.title': 'Book Health Package',
  'book.mobile': 'Mobile number',
  'book.callingCode': 'Calling code',
  'book.location': 'Location',
  'book.package': 'Package',
  'book.subPackage': 'Sub-package',
  'book.date': 'Preferred date',
  'book.submit': 'Book',
  'book.locationsError': 'Error in getting hospital locations',

  'content.packageBooked': ContentText.packageBooked,
  'content.packageNotBooked': ContentText.packageNotBooked,
} as const;
