/** English strings of My Medications (spec sections 2 and 8 wording). */
export const en = {
  'medications.title': 'My Medications',
  'medications.active': 'Active Medication',
  'medications.past': 'Past Medication',
  'medications.loading': 'Please Wait! Loading Medications',
  'medications.noActive': 'No Active Medications',
  'medications.noPast': 'No Past Medications',

  'filter.doctor': 'Select Doctor',
  'filter.allDoctors': 'All Doctors',
  'filter.patient': 'Select Patient',

  'list.doctor': 'Doctor',
  'list.date': 'Date',
  'list.duration': 'Duration',
  'list.actions': 'Actions',
  'list.view': 'View Medication',
  'list.viewLabel': 'View Medication, {{doctor}}, {{date}}',
  'list.days_one': '{{count, isolate}} day',
  'list.days_other': '{{count, isolate}} days',

  'detail.prescribedBy': 'Prescribed by {{doctor}} on {{date, ltr}}',
  'detail.name': '{{brand}} ({{generic}})',
  'detail.frequency': 'Frequency',
  'detail.remaining_one': '{{count, isolate}} more day remaining',
  'detail.remaining_other': '{{count, isolate}} more days remaining',
  'detail.elapsed_one': '{{elapsed, isolate}} / {{count, isolate}} day',
  'detail.elapsed_other': '{{elapsed, isolate}} / {{count, isolate}} days',
} as const;
