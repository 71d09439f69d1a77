/** Need Help (spec section 2): the helpline, the support e-mail and the FAQs. */
export const HelpRoute = {
  needHelp: '/auth/needhelp',
} as const;
