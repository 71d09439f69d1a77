import { ReportsText } from '@portal/contract';

/**
 * English strings of the lab reports screen (spec sections 2, 4, 5 and 8). The server's 'reports'
 * messages are the keys of their codes ('reports.noReports'), in the contract's words.
 */
export const en = {
  'reports.noReports': ReportsText.noReports,
  'reports.somethingWentWrong': ReportsText.somethingWentWrong,
  'reports.personNotFound': ReportsText.personNotFound,
  'reports.reportNotFound': ReportsText.reportNotFound,
  'reports.otpRequired': ReportsText.otpRequired,
  'reports.otpSent': ReportsText.otpSent,
  'reports.otpVerified': ReportsText.otpVerified,
  'reports.noMobile': ReportsText.noMobile,
  'reports.otpNotNeeded': ReportsText.otpNotNeeded,
  'reports.dateFormatError': ReportsText.dateFormatError,
  'reports.dateRangeError': ReportsText.dateRangeError,
  'reports.oldReportRequested': ReportsText.oldReportRequested,
  'reports.oldReportError': ReportsText.oldReportError,

  // The screen's own strings.
  'list.title': 'Lab Reports',
  'list.current': 'Current',
  'list.past': 'Past',
  'list.type': 'Report type',
  'list.type.all': 'All',
  'list.type.LAB': 'Laboratory (LAB)',
  'list.type.RBF': 'Radiology (RBF)',
  'list.search': 'Search by report number',
  'list.searchHint': 'Enter at least {{count, isolate}} characters',
  'list.list': 'Reports',
  'list.date': 'Date',
  'list.tests': 'Tests',
  'list.view': 'View',
  'list.download': 'Download',
  'list.viewLabel': 'View report {{number}}',
  'list.downloadLabel': 'Download report {{number}}',

  'ready.title': 'Report {{number}}',
  'ready.body': 'Your report is ready. Open it in a new tab or save it.',
  'ready.open': 'Open report',
  'ready.download': 'Download',

  'otp.heading': 'To open the reports of {{name, isolate}}, enter the code sent to their mobile.',

  'notice.title': 'Confidential report',
  'notice.body':
    'This report is password protected. The password is the first 4 letters of the patient’s name in capital letters followed by the date of birth as DDMMYYYY.',
  'notice.example': 'For example, Ahmed born on 05/03/1990 has the password {{password, ltr}}.',
  'notice.continue': 'Ok, Continue',

  'old.open': 'Request Old Report',
  'old.title': 'Request Old Report',
  'old.reportType': 'Report type',
  'old.lastVisitDate': 'Last visit date',
  'old.calendar': 'Calendar',
  'old.submit': 'Submit',
} as const;
