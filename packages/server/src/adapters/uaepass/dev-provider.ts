import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { Config } from '../../config';
import type { AppDb } from '../../db/index';
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_END_SESSION_PATH,
  DEV_PROVIDER_HOST,
  devProviderPort,
  loadUaePassSettings,
  type TokenAuthMethod,
  UAEPASS_SCOPE,
} from './config';
import { DEMO_UAEPASS_ACCOUNTS, type DemoUaePassAccount, seedUaePassDemo } from './demo';

/**
 * A local OpenID provider that plays UAE PASS on development machines and in tests (oidc-provider):
 * the authorization-code flow with PKCE, userinfo with UAE PASS's claim names, RP-initiated logout,
 * and a page listing demo accounts instead of the real sign-in with the UAE PASS app.
 * Never started in production.
 */
export interface DevProviderOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  tokenAuthMethod?: TokenAuthMethod;
  /** The portal's /home/login addresses; also the allowed post-logout addresses. */
  redirectUris: string[];
  accounts?: readonly DemoUaePassAccount[];
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface RunningDevProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/** Every claim the provider can release, all under UAE PASS's one profile scope. */
const PROFILE_CLAIMS = [
  'uuid',
  'userType',
  'firstnameEN',
  'lastnameEN',
  'fullnameEN',
  'firstnameAR',
  'lastnameAR',
  'fullnameAR',
  'email',
  'mobile',
  'idn',
  'idType',
  'gender',
  'nationalityEN',
  'nationalityAR',
  'dob',
];

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24;line-height:1.5}',
  'main{max-width:34rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}',
  'h1{font-size:1.5rem;margin:0 0 .5rem}',
  '.tag{display:inline-block;font-size:.8rem;padding:0 .5rem;border-radius:4px;background:#fff3cd;color:#664d03}',
  'fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}',
  'ul{list-style:none;padding:0;margin:0}li{margin:0 0 .75rem}',
  'button{font:inherit;cursor:pointer;border-radius:6px;padding:.6rem 1rem;border:2px solid #0b6e4f;background:#0b6e4f;color:#fff;width:100%;text-align:start}',
  'button.secondary{background:#fff;color:#0b6e4f}',
  'button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}',
  '.hint{display:block;font-size:.875rem;color:#49515a;margin:.25rem 0 0}',
  '.notice{border-inline-start:4px solid #b02a37;background:#f8d7da;padding:.75rem 1rem;color:#58151c}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - UAE PASS (development)</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="page-title">
${body}
</main>
</body>
</html>`;
}

function formatMobile(mobile: string | undefined): string {
  return mobile ? `+${mobile}` : 'no mobile';
}

function accountPage(
  uid: string,
  clientName: string,
  accounts: readonly DemoUaePassAccount[],
  sop1Retry: boolean,
): string {
  const notice = sop1Retry
    ? `<p class="notice" role="alert">Your UAE PASS account is not verified (SOP1). ${escapeHtml(clientName)} needs a verified account (SOP2 or SOP3): sign in with another account, or upgrade yours in the UAE PASS app.</p>`
    : '';
  const items = accounts
    .map((account) => {
      const id = `account-${escapeHtml(account.key)}`;
      const { claims } = account;
      const details = [
        account.summary,
        formatMobile(claims.mobile),
        claims.idn ? `Emirates ID ${claims.idn}` : 'no Emirates ID',
      ];
      return `<li><button type="submit" name="account" value="${escapeHtml(account.key)}" aria-describedby="${id}">Sign in as ${escapeHtml(claims.fullnameEN ?? claims.sub)}</button><span class="hint" id="${id}">${details.map(escapeHtml).join(' · ')}</span></li>`;
    })
    .join('\n');
  return page(
    'Sign in',
    `<h1 id="page-title">UAE PASS <span class="tag">development</span></h1>
<p>Sign in to continue to <strong>${escapeHtml(clientName)}</strong>. This stand-in for UAE PASS runs only on development machines: pick a demo account, no password is asked.</p>
${notice}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<fieldset>
<legend>Demo UAE PASS accounts</legend>
<ul>
${items}
</ul>
</fieldset>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" class="secondary">Cancel and return</button>
</form>`,
  );
}

function errorPage(title: string, message: string): string {
  return page(
    title,
    `<h1 id="page-title">${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

const MAX_FORM_BYTES = 4096;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

function redirect(res: ServerResponse, location: string) {
  res.statusCode = 303;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  res.end();
}

export async function startDevProvider(options: DevProviderOptions): Promise<RunningDevProvider> {
  const host = options.host ?? DEV_PROVIDER_HOST;
  const clientId = options.clientId ?? DEV_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEV_CLIENT_SECRET;
  const accounts = options.accounts ?? Object.values(DEMO_UAEPASS_ACCOUNTS);
  const bySub = new Map(accounts.map((account) => [account.claims.sub, account]));
  const byKey = new Map(accounts.map((account) => [account.key, account]));
  const log = options.log ?? console;
  // After a sign-in or sign-out the browser is sent on to the portal: CSP form-action must allow it.
  const portalOrigins = [...new Set(options.redirectUris.map((uri) => new URL(uri).origin))];
  const csp = [
    "default-src 'none'",
    // No script of ours; oidc-provider adds the hash of the one auto-submitting form it may render
    // (ending the previous account's session when another account signs in).
    "script-src 'self'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    res.setHeader('content-security-policy', csp);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    if (!handler) {
      send(res, 503, errorPage('Starting', 'The provider is starting, try again in a moment.'));
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Patient Portal',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: options.tokenAuthMethod ?? 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], [UAEPASS_SCOPE]: PROFILE_CLAIMS },
    scopes: ['openid', UAEPASS_SCOPE],
    // The portal always sends PKCE; requiring it here keeps it honest.
    pkce: { required: () => true },
    extraParams: ['isSOP1User'],
    routes: { end_session: DEV_END_SESSION_PATH },
    // Seconds. A code lives a minute, a provider sign-in a working day.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `<h1 id="page-title">Sign out of UAE PASS?</h1>
<p>You signed out of the portal. Also sign out of UAE PASS (development) on this browser?</p>
${form}
<ul>
<li><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out of UAE PASS</button></li>
<li><button type="submit" class="secondary" form="op.logoutForm">No, stay signed in to UAE PASS</button></li>
</ul>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = page(
            'Signed out',
            '<h1 id="page-title">Signed out</h1><p>You are signed out of UAE PASS (development).</p>',
          );
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () =>
          Object.fromEntries(Object.entries(account.claims).filter(([, value]) => value !== undefined)) as {
            sub: string;
          },
      };
    },
    // The portal is this provider's only, first-party client: consent is implied, never asked.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const found = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        found && found.accountId === session.accountId
          ? found
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in failed', `${out.error}: ${out.error_description ?? ''}`);
    },
  };

  // Loaded when the provider starts (after the portal answers), not with the server's code.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => log.error('UAE PASS development provider error:', error));
  const callback = provider.callback();

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) {
        send(
          res,
          400,
          errorPage('Sign-in failed', 'This sign-in page is out of date. Start again from the portal.'),
        );
        return;
      }
      if (req.method === 'GET' && action === undefined && details.prompt.name === 'consent') {
        // Not reached while loadExistingGrant grants the first-party client; kept so a consent
        // prompt can never strand the browser on the account page.
        const accountId = details.session?.accountId;
        if (!accountId) throw new Error('consent without a signed-in account');
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        if (!grant) throw new Error('grant of the interaction vanished');
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        redirect(
          res,
          await provider.interactionResult(
            req,
            res,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          ),
        );
        return;
      }
      if (req.method === 'GET' && action === undefined) {
        const client = await provider.Client.find(String(details.params.client_id));
        send(
          res,
          200,
          accountPage(
            uid,
            client?.clientName ?? 'the portal',
            accounts,
            details.params.isSOP1User === 'true',
          ),
        );
        return;
      }
      if (req.method === 'POST' && action === 'login') {
        const key = (await readForm(req)).get('account') ?? '';
        const account = byKey.get(key);
        if (!account) {
          send(res, 400, errorPage('Sign-in failed', 'Choose one of the listed accounts.'));
          return;
        }
        redirect(
          res,
          await provider.interactionResult(
            req,
            res,
            { login: { accountId: account.claims.sub } },
            { mergeWithLastSubmission: false },
          ),
        );
        return;
      }
      if (req.method === 'POST' && action === 'abort') {
        redirect(
          res,
          await provider.interactionResult(
            req,
            res,
            { error: 'access_denied', error_description: 'End-User aborted interaction' },
            { mergeWithLastSubmission: false },
          ),
        );
        return;
      }
      send(res, 405, errorPage('Not allowed', 'This address does not take that request.'));
    } catch (error) {
      log.warn('UAE PASS development provider: interaction refused:', (error as Error).message);
      send(res, 400, errorPage('Sign-in failed', 'This sign-in has expired. Start again from the portal.'));
    }
  }

  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]{1,64})(?:\/(login|abort))?\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (match?.[1]) {
      void interaction(req, res, match[1], match[2]);
      return;
    }
    void callback(req, res);
  };

  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * What `main.ts` runs after the server is up: outside production and without UAEPASS_ISSUER, seeds
 * the linked SOP3 demo patient (with DEMO_SEED) and starts the development provider on UAEPASS_DEV_PORT (PORT + 10),
 * registered for both brands' /home/login. Null when UAE PASS is external or off.
 */
export async function startUaePassDevelopment(
  config: Config,
  db: AppDb,
  env: Record<string, string | undefined> = process.env,
): Promise<RunningDevProvider | null> {
  const settings = loadUaePassSettings(config, env);
  if (settings?.mode !== 'development') return null;
  // Saeed is a demo account like the others: not with DEMO_SEED=0.
  if (config.demoSeed) await seedUaePassDemo(db);
  return startDevProvider({
    port: devProviderPort(config, env),
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    tokenAuthMethod: settings.tokenAuthMethod,
    redirectUris: settings.redirectUris,
  });
}
