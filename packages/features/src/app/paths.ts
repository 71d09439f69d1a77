/**
 * Every address of spec section 2 that has a screen, and nothing more: a path joins this list with
 * its route (a feature's routes.tsx), and the route tests check that the two agree. Features link
 * to each other's screens through these names.
 */
export const Path = {
  login: '/home/login',
  otpForLogin: '/home/otpforlogin',
  register: '/home/register',
  signUp: '/home/sign-up',
  forgotPassword: '/home/forgotpassword',
  dashboard: '/auth/dashboard',
  findDoctor: '/auth/finddoctor',
  searchDoctorResult: '/auth/searchDoctorResult',
  appointments: '/auth/appointments',
  bookAppointment: '/auth/bookAppointment',
  bookPastAppointment: '/auth/bookPastAppointment',
  bookTeleAppointment: '/auth/bookTeleAppointment',
  bookTelePastAppointment: '/auth/bookTelePastAppointment',
  rescheduleAppointment: '/auth/rescheduleAppointment',
  teleconsultation: '/auth/Teleconsultation',
  comingSoon: '/auth/comingsoon',
  profile: '/auth/profile',
} as const;
