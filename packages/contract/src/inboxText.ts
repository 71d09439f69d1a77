/**
 * Texts the server answers the staff inbox with, in their own file: messages.ts is on the sign-in
 * path and must not pull inbox.ts's schemas into it.
 */
export const InboxText = {
  /** The export's filters match more rows than INBOX_EXPORT_MAX. */
  exportTooLarge: 'Too many messages match these filters to export. Narrow the filters and try again.',
} as const;
