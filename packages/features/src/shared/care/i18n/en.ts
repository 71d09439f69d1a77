import { BookingText } from '@portal/contract';

/**
 * The 'care' namespace in English: what more than one of the care features (doctors, booking,
 * appointments, teleconsultation, dashboard) shows, mostly the strings of the parts one feature
 * lends another. The spec's texts are verbatim.
 */
export const en = {
  // The server's booking texts: the contract's BookingText as it is, so the server's copy maps back
  // to a key (bookingText in shared/care/format.ts).
  'booking.booked': BookingText.booked,
  'booking.rescheduled': BookingText.rescheduled,
  'booking.cancelled': BookingText.cancelled,
  'booking.familyMobileSame': BookingText.familyMobileSame,
  'booking.emiratesIdDobInvalid': BookingText.emiratesIdDobInvalid,
  'booking.pastDate': BookingText.pastDate,
  'booking.doctorNotBookable': BookingText.doctorNotBookable,
  'booking.departmentNotBookable': BookingText.departmentNotBookable,
  'booking.insuranceRestricted': BookingText.insuranceRestricted,
  'booking.insuranceDialogTitle': BookingText.insuranceDialogTitle,
  'booking.slotTaken': BookingText.slotTaken,
  'booking.notChangeable': BookingText.notChangeable,
  'booking.notTelemedicine': BookingText.notTelemedicine,
  'booking.teleconsultTooEarly': BookingText.teleconsultTooEarly,
  'booking.teleconsultOtherDay': 'Your teleconsultation appointment is scheduled on {{date}}',
  'booking.patientRecordsError': BookingText.patientRecordsError,
  'booking.patientDetailsNotFound': BookingText.patientDetailsNotFound,
  'booking.recordIssue': BookingText.recordIssue,
  'booking.noSlot': BookingText.noSlot,
  'booking.noSlotsNext30Days': BookingText.noSlotsNext30Days,
  'booking.noDoctors': BookingText.noDoctors,
  'booking.noAppointments': BookingText.noAppointments,
  'booking.searchFirst': BookingText.searchFirst,

  // The insurance-block and doctor's profile dialogs, the booking and cancel confirmations.
  'common.close': 'Close',
  'common.ok': 'OK',

  // DashboardCare (appointments), on the dashboard; the last also on Find a Doctor.
  'dashboard.findDoctor': 'Find a Doctor',
  'dashboard.bySpecialty': 'Find doctor by speciality',
  'dashboard.myAppointments': 'My appointments',
  'dashboard.sideColumn': 'Your appointments and doctors',
  'dashboard.upcoming': 'Upcoming Appointments',
  'dashboard.noUpcoming': 'No Upcoming Appointments',
  'dashboard.allAppointments': 'View all appointments',
  'dashboard.recent': 'Recently Consulted Doctors',
  'dashboard.noRecentConsultations': 'No Recent Consultations',

  // DoctorSearchBox: Find a Doctor, the results and the dashboard.
  'search.label': 'Search doctor, speciality or condition',
  'search.placeholder': 'e.g. {{example}}',
  'search.submit': 'Search',
  'search.category.doctor': 'Doctor',
  'search.category.specialty': 'Speciality',
  'search.category.condition': 'Condition',

  // The doctor card, profile and booking summary, and the dashboard's recent doctors.
  'doctor.experience_one': '{{count}} year of experience',
  'doctor.experience_other': '{{count}} years of experience',
  'doctor.experienceLabel': 'Experience',
  'doctor.viewProfile': 'View profile',
  'doctor.book': 'Book Appointment',
  'doctor.bookAgain': 'Book again',
  'doctor.bookTeleconsultation': 'Book Teleconsultation',
  'doctor.callToBook': 'Call to book:',
  'doctor.specialization': 'Specialization',
  'doctor.nationality': 'Nationality',
  'doctor.languages': 'Languages',
  'doctor.location': 'Location',
  'doctor.biography': 'Biography',
  'doctor.lastVisit': 'Last visit {{date}}',

  // Find a Doctor and the teleconsultation booking.
  'findDoctor.teleIntro': 'See a doctor by video from home, the same day.',

  // bookingErrorText (shared/care/format.ts) and the doctor's profile.
  'booking.somethingWentWrong': 'Something went wrong',

  // PatientPicker: the booking and the appointments.
  'patient.label': 'Patient',

  // AddToCalendarButton: the appointments and the booking made.
  'calendar.add': 'Add to calendar',

  // StartTeleconsultButton (teleconsultation), on the appointments.
  'appointments.startTeleconsult': 'Start Teleconsultation',

  // StatusBadge: the appointments and the dashboard.
  'status.booked': 'Booked',
  'status.visited': 'Visited',
  'status.notVisited': 'Not Visited',

  // StartTeleconsultButton's note until the window opens.
  'tele.opensIn_one': 'Opens in {{count}} min',
  'tele.opensIn_other': 'Opens in {{count}} min',
  'tele.opensAt': 'Opens at {{time}}',
  'tele.opensOn': 'Opens on {{date}} at {{time}}',
} as const;
