/** English strings of the dashboard. */
export const en = {
  'dashboard.welcome': 'Welcome, {{name, isolate}}',
  'dashboard.intro': 'Your appointments, reports and family in one place.',
} as const;
