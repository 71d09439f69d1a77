/** English strings of the signed-in shell: the side menu's labels (MenuItem.label names one) and the header. */
export const en = {
  'nav.dashboard': 'Dashboard',
  'nav.findDoctor': 'Find a Doctor',
  'nav.appointments': 'Appointments',
  'nav.labReports': 'Lab Reports',
  'nav.myMedication': 'My Medication',
  'nav.familyMembers': 'Family Members',
  'nav.feedback': 'Feedback / Complaint / Suggestion',
  'nav.contactUs': 'Contact Us',
  'nav.inbox': 'Patient Inbox',
  'nav.profile': 'Profile',
  'nav.needHelp': 'Need Help',
  'nav.adminUsers': 'Admin Users',
  'nav.broadcast': 'Broadcast Notification',
  'nav.notifications': 'Notifications',

  // 'header.logout' stays in core: the complete-profile dialog (hospital) shows it too.
  'header.account': 'Account',
  'header.greeting': 'Hi {{name, isolate}}',
  'header.profile': 'My Profile',
  'header.needHelp': 'Need Help?',
  'header.feedback': 'Feedback / Complaint / Suggestion',
  'header.notifications': 'Notifications',
  'header.unread': '{{count, isolate}} unread',
} as const;
