/**
 * The valet parking mock-ups (spec section 2, Top level): /valet and /valetauth lead here. Public,
 * outside /home and /auth, with no roles and no calls.
 */
export const ValetRoute = {
  login: '/valet/login',
  dashboard: '/valetauth/dashboard',
} as const;
