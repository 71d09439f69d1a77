/** English strings of the dashboard (spec section 2, Dashboard; the tiles' names as the spec lists them). */
export const en = {
  'dashboard.welcome': 'Welcome, {{name, isolate}}',

  'banners.label': 'Highlights',

  'tiles.title': 'Services',
  'tiles.appointments': 'Appointments',
  'tiles.doctors': 'Doctors',
  'tiles.diagnosticReports': 'Diagnostic Reports',
  'tiles.myMedications': 'My Medications',
  'tiles.insurance': 'Insurance',
  'tiles.askDoctor': 'Ask Doctor',
  'tiles.healthTap': 'Health Tap',
  'tiles.feedback': 'Feedback/Complaints/Suggestions',
  'tiles.contactUs': 'Contact Us',

  'news.title': 'News',
  'news.viewMore': 'View more',
  'news.published': 'Published {{date, ltr}}',
  'news.empty': 'No Data Available',

  'events.title': 'Events',
  'events.play': 'Play video: {{title}}',
  'events.empty': 'No Data Available',
  'events.viewMore': 'View more',

  'side.label': 'Your appointments, doctors and events',
} as const;
