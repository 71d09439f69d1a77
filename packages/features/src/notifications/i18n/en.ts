/** English strings of the notifications list (the header's dropdown and the side menu's dialog). */
export const en = {
  markAll: 'Mark all as read',
  /** Spec sections 2 and 8. */
  empty: 'No new notification',
  unread: 'Unread',
  /** A lab result's notification, whatever title the server stored. */
  labReport: 'Lab report',
  opensInNewTab: '(opens in a new tab)',
  /** A server code of the notifications area (contract notifications.ts). */
  'notifications.notFound': 'Notification not found',
  'notifications.accountNotFound': 'No account has this mobile number',
  'notifications.personNotFound': 'Patient not found',
} as const;
