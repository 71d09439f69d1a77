/** English strings of the appointments screen. */
export const en = {
  'appointments.title': 'Appointments',
  'appointments.upcoming': 'Upcoming Appointments',
  'appointments.past': 'Past Appointments',
  'appointments.doctor': 'Doctor',
  'appointments.patient': 'Patient',
  'appointments.when': 'Time and date',
  'appointments.status': 'Status',
  'appointments.actions': 'Actions',
  'appointments.reschedule': 'Reschedule',
  'appointments.cancel': 'Cancel',
  'appointments.book': 'Book',

  'cancel.title': 'Cancel Appointment',
  'cancel.question': 'Your appointment with {{doctor}} on {{date}} at {{time}} will be cancelled.',
  'cancel.confirm': 'Cancel appointment',
  'cancel.keep': 'Keep appointment',
} as const;
