import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';

/**
 * The UAE PASS paths and the one call the sign-in page makes (the button's configuration), apart
 * from the flow's schemas in uaepass.ts so that page loads none of them. UaePassEndpoint.config is
 * this same endpoint.
 */
export const UaePassPath = {
  config: '/auth/uaepass/config',
  authorize: '/auth/uaepass/authorize',
  authorizeUser: '/auth/authorizeuaepassuser',
  registerUser: '/auth/registeruaepassuser',
  /** The spec writes this one with a capital U. */
  completeProfile: '/User/completeprofile',
  /** Signed in: starts a UAE PASS round trip that links UAE PASS to this account (not the spec's). */
  link: '/auth/uaepass/link',
} as const;

/** GET /auth/uaepass/config: what the "Sign in with UAE PASS" button needs. Public. */
export const uaePassConfig = lazy(() =>
  z.object({
    enabled: z.boolean(),
    /** Where the browser goes to start a sign-in (same origin, answers 302); null when disabled. */
    authorizeUrl: z.nullable(z.string()),
    /** The same for the spec's SOP1 branch: the provider asks the user to sign in again. */
    sop1AuthorizeUrl: z.nullable(z.string()),
    /**
     * Where the browser goes after POST /auth/logout when the session was a UAE PASS one
     * (uaeUser '1'); the provider signs the user out and sends them back to /home/login.
     */
    logoutUrl: z.nullable(z.string()),
  }),
);
export type UaePassConfig = z.infer<typeof uaePassConfig>;
export const uaePassConfigResponse = lazy(() => envelope(uaePassConfig));
export type UaePassConfigResponse = z.infer<typeof uaePassConfigResponse>;

/** GET /auth/uaepass/config, public. */
export const uaePassConfigEndpoint = endpoint({
  method: 'GET',
  path: UaePassPath.config,
  request: lazy(() => z.object({})),
  response: uaePassConfigResponse,
});
