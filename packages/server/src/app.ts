import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { Messages, Status } from '@portal/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  LogController,
} from 'fastify';
import helmet from 'helmet';
import type { SmsGateway } from './adapters/sms/port';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig } from './config';
import { type AppContext, createContext } from './context';
import type { Database } from './db/index';
import { ApiError, answer } from './http/envelope';
import { type BrandSite, inlineScriptSources, registerBrandSite } from './http/static';
import { controlCharacterError, findControlCharacter } from './http/validate';
import { createLogger, loggableError } from './logger';
import { adminRoutes } from './modules/admin/routes';
import { appointmentRoutes } from './modules/appointments/routes';
import { authRoutes } from './modules/auth/routes';
import { broadcastRoutes } from './modules/broadcasts/routes';
import { contentRoutes } from './modules/content/routes';
import { doctorRoutes } from './modules/doctors/routes';
import { documentRoutes } from './modules/documents/routes';
import { familyRoutes } from './modules/family/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { helpRoutes } from './modules/help/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { internationalRoutes } from './modules/international/routes';
import { masterdataRoutes } from './modules/masterdata/routes';
import { medicationRoutes } from './modules/medications/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { passwordRoutes } from './modules/password/routes';
import { profileRoutes } from './modules/profile/routes';
import { registrationRoutes } from './modules/registration/routes';
import { reportsRoutes } from './modules/reports/routes';
import { systemRoutes } from './modules/system/routes';
import { teleconsultRoutes } from './modules/teleconsult/routes';
import { uaePassRoutes } from './modules/uaepass/routes';

export interface BuildAppOptions {
  /** Opened and migrated; the app never closes it (several apps may share it). */
  database: Database;
  config?: Config;
  /** Time source of every rule; tests pass a clock they can move. */
  clock?: Clock;
  logger?: FastifyBaseLogger;
  sms?: SmsGateway;
  /** Services to share between the apps of one process; built from the options above if absent. */
  context?: AppContext;
  /** The brand whose built files this app serves; absent, the app serves only /api. */
  site?: BrandSite;
}

export const API_PREFIX = '/api';

/** Content Security Policy of SECURITY.md, plus what styled-components and inline images need. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5 reads a bare number as "trust nothing" (a hop
 * count cannot tell a proxy from a client that reaches the server directly), so a hop count becomes
 * Express's rule: the socket and the next n - 1 forwarded addresses are proxies. Use it only when
 * the proxies are the only way in; naming their addresses is safer.
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = options.context?.config ?? options.config ?? loadConfig();
  const clock = options.context?.clock ?? options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const context =
    options.context ??
    (await createContext({ database: options.database, config, clock, logger, sms: options.sms }));
  const site: BrandSite = options.site ?? { id: 'api', name: 'Patient Portal', distDir: null };

  const app = Fastify({
    loggerInstance: logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // An idle keep-alive connection is kept 65 s (Node's default is 5 s): longer than a load
    // balancer's or a client's own idle limit (nginx 60 s), so the server is never the side that
    // closes a connection just as a request is sent on it (ECONNRESET on the client, seen in CI).
    keepAliveTimeout: 65_000,
    // A request id from the load balancer ties our log lines to its own; anything odd is replaced.
    requestIdHeader: false,
    // Fastify's own request lines carry the client address and the query string (which may hold a
    // mobile number); the onResponse hook below logs only what an operator needs.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.decorate('portal', context);
  app.decorate('siteBrand', site.id);
  app.decorateRequest('user', null);

  // An empty body (a bare POST to logout or refresh) is no body, not a JSON syntax error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The route's pattern ('/api/user/getpatientrecord/:userId'), not the path as sent: a path
        // parameter is input like a body field. Only a request no route matched logs its path.
        path: request.routeOptions.url ?? request.url.split('?', 1)[0]?.slice(0, 200),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.id,
      },
      'request completed',
    );
  });
  // SECURITY.md Input: a control character in any string of the body, query or path is refused
  // before a route sees it (400, nothing changes), and audited with the field's name, never its
  // value. A route's config.freeText names the body fields that may hold tab and line breaks.
  app.addHook('preValidation', async (request) => {
    const found = findControlCharacter(request, request.routeOptions.config?.freeText);
    if (!found) return;
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await context.tokens.verifyAccess(bearer, site.id) : null;
    await context.audit.record(request, {
      action: 'request.input',
      outcome: 'denied',
      userId: claims?.userId ?? null,
      reason: 'control_characters',
      details: {
        method: request.method,
        route: request.routeOptions.url ?? null,
        field: found.path ? `${found.source}.${found.path}` : found.source,
      },
    });
    throw controlCharacterError(found);
  });
  app.addHook('onSend', async (request, reply) => {
    // Answers of the API hold personal data: no browser or proxy may keep them.
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(answer(error.status, error.said, error.data));
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send(answer(Status.Error, [Messages.auth.somethingWentWrong], null));
    }
    if (!isApiUrl(request.url)) {
      return reply.code(statusCode).type('text/plain; charset=utf-8').send(error.message);
    }
    const status =
      statusCode === 429 ? Status.TooManyRequests : statusCode === 404 ? Status.NotFound : Status.BadRequest;
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON body'
        : error.message;
    return reply.code(statusCode).send(answer(status, [message], null));
  });

  // Helmet's security headers on every answer, from one middleware built here (building it per
  // request, as @fastify/helmet did, was a few per cent of a signed-in read's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...inlineScriptSources(site)],
      },
    },
    // Same rule as frame-ancestors 'none', for browsers that predate CSP.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(fastifyCookie);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { brandName: site.name });
      await api.register(registrationRoutes, { brandName: site.name });
      await api.register(passwordRoutes, { brandName: site.name });
      await api.register(profileRoutes);
      await api.register(documentRoutes);
      await api.register(internationalRoutes);
      await api.register(masterdataRoutes, { filterToBeApplied: site.filterToBeApplied ?? false });
      await api.register(uaePassRoutes, { brand: site.id });
      await api.register(doctorRoutes);
      await api.register(appointmentRoutes);
      await api.register(teleconsultRoutes);
      await api.register(familyRoutes, { brandName: site.name });
      await api.register(contentRoutes, {
        brand: options.site ? site.id : null,
        mediaDir: site.mediaDir ?? null,
      });
      await api.register(medicationRoutes);
      await api.register(reportsRoutes, { site: { key: site.id, name: site.name } });
      await api.register(feedbackRoutes);
      await api.register(helpRoutes);
      await api.register(adminRoutes, { brandName: site.name });
      await api.register(inboxRoutes);
      await api.register(broadcastRoutes);
      await api.register(notificationRoutes, { brand: site.id });
    },
    { prefix: API_PREFIX },
  );

  const siteFallback = await registerBrandSite(app, site);
  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url))
      return reply.code(404).send(answer(Status.NotFound, [Messages.auth.notFound], null));
    return siteFallback(request, reply);
  });

  return app;
}
