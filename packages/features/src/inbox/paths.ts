/**
 * The staff inbox (issue 14 item 6): what the brand's patients sent through the portal's forms,
 * for roles 2 (read) and 3 (read and export). Not an address of the spec: named as the menu names it.
 */
export const InboxRoute = {
  inbox: '/auth/inbox',
} as const;
