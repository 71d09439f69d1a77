/** English strings of the not-found and not-allowed pages inside the signed-in layout ('status' namespace). */
export const en = {
  'error.toDashboard': 'Go to the dashboard',
  'error.notFoundTitle': 'Page not found',
  'error.notFoundText': 'The page you asked for does not exist or has moved.',
  'error.notAllowedTitle': 'Not allowed',
  'error.notAllowedText': 'Your account does not have access to this page.',
} as const;
