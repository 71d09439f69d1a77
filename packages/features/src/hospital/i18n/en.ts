/** English strings of the hospital chooser and the complete-profile gate ('hospital' namespace). */
export const en = {
  locationsError: 'Error in getting hospital locations',

  'completeProfile.title': 'Complete Profile',
  'completeProfile.introDob': 'Please add your date of birth and choose your hospital to continue.',
  'completeProfile.introHospital': 'Please choose your hospital to continue.',

  'hospital.title': 'Choose Hospital',
  'hospital.choose': 'Choose your hospital',
  'hospital.current': 'Your hospital:',
  'hospital.changed': 'Your hospital is now {{name, isolate}}.',
} as const;
