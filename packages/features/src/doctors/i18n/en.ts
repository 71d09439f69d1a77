/** English strings of the find-a-doctor and search-result screens. */
export const en = {
  'common.noData': 'No Data Available',

  'findDoctor.title': 'Find a Doctor',
  'findDoctor.intro': 'Search by name, speciality or condition, or choose a speciality.',
  'findDoctor.bySpecialty': 'Find doctor by speciality',
  'findDoctor.recent': 'Recent doctors',
  'findDoctor.teleTitle': 'Teleconsultation',
  'findDoctor.teleLink': 'Book a teleconsultation',

  'results.title': 'Doctors',
  'results.heading': 'Results',
  'results.for': 'Results for “{{text}}”',
  'results.count_one': '{{count}} doctor',
  'results.count_other': '{{count}} doctors',
  'results.department': 'Department',
  'results.allDepartments': 'All departments',
} as const;
