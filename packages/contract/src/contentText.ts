/**
 * Texts the server answers the health package booking with (spec section 8), in their own file:
 * messages.ts is on the sign-in path and must not pull the content service's schemas (content.ts)
 * into it.
 */
export const ContentText = {
  packageBooked: 'Health package booked successfully',
  /** The package, sub-package or hospital is not one of the brand's, or the request could not be stored. */
  packageNotBooked: 'Health package was not booked',
} as const;
