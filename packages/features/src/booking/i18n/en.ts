/** English strings of the booking screens: book, book again, book a teleconsultation, reschedule. */
export const en = {
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.opensInNewTab': '(opens in a new tab)',

  // Book again's way back to the doctors, in the words of the side menu's entry (layout).
  'nav.findDoctor': 'Find a Doctor',

  'booking.title': 'Book Appointment',
  'booking.teleTitle': 'Book Teleconsultation',
  'booking.chooseTime': 'Choose a date and time',
  'booking.details': 'Your booking',
  'booking.chosenTime': 'Chosen timing',
  'booking.noTimeChosen': 'Choose a time slot',
  'booking.directions': 'Get directions',
  'booking.teleAddress': 'Teleconsultation by video: start it from your appointments.',
  'booking.confirm': 'Confirm Booking',
  'booking.confirmReschedule': 'Confirm Reschedule',
  'booking.confirmTitle': 'Appointment Confirmation',
  'booking.confirmQuestion': 'Are you sure, you want to book this appointment?',
  'booking.confirmRescheduleQuestion': 'Are you sure, you want to reschedule this appointment?',

  'reschedule.title': 'Reschedule Appointment',
  'reschedule.current': 'Current appointment',

  'slots.day': 'Appointment day',
  'slots.pickDate': 'Pick a date',
  'slots.loading': 'Loading the free slots…',
  'slots.group.Morning': 'Morning',
  'slots.group.Afternoon': 'Afternoon',
  'slots.group.Evening': 'Evening',
  'slots.nextAvailable': 'Next Available Slots',
  'slots.count_one': '{{count}} slot',
  'slots.count_other': '{{count}} slots',

  'success.reference': 'Reference number',
  'success.doctor': 'Doctor',
  'success.patient': 'Patient',
  'success.when': 'Date and time',
  'success.where': 'Location',
  'success.bookAnother': 'Book another appointment',
  'success.viewAppointments': 'View my appointments',
} as const;
