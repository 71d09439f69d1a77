import {
  emiratesIdMatchesBirthYear,
  isBirthDateInRange,
  isoDateAt,
  type LoginData,
  Messages,
  type SessionUser,
  Status,
  type UaePassConfig,
  UaePassEndpoint,
  type UaePassLinkStart,
  UaePassPath,
  UaePassStatus,
  UaePassUserType,
  uaePassAuthorizeQuery,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../../adapters/uaepass/claims';
import type { UaePassClient } from '../../adapters/uaepass/port';
import { addSeconds, startOfUtcHour } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { setRefreshCookie } from '../../http/cookies';
import { route } from '../../http/endpoint';
import { ApiError, answer, type Said, success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { loadSessionUser, recordLogin } from '../../services/users';
import { countryExists, fillProfile, isUaePassSession, type ProfileFill, userById } from './repository';
import {
  completeRegistration,
  countRegistrationFailure,
  countryIdOf,
  createRegistration,
  type LinkOutcome,
  linkAccount,
  liveRegistration,
  newSecret,
  pkceChallenge,
  purgeExpired,
  RegistrationConflict,
  resolveUser,
  SECRET_SHAPE,
  STAFF_ROLES,
  saveState,
  takeState,
} from './service';

export interface UaePassRoutesOptions {
  /** The brand this app serves, kept with each sign-in. */
  brand: string;
}

/** Browser-binding cookie of a sign-in in progress: the state is only good in the browser that started it. */
const BINDING_COOKIE = 'portal_uaepass';
const BINDING_COOKIE_SECURE = '__Host-portal_uaepass';
/** Sign-in starts per client address per hour: each one writes a row. */
const STARTS_PER_IP_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

const API = '/api';

const refused = (statusCode: number, status: string, text: Said) => new ApiError(statusCode, status, [text]);
const invalidState = () => refused(400, Status.BadRequest, Messages.uaepass.invalidState);
const inactiveCode = () => refused(400, Status.BadRequest, Messages.uaepass.inactiveCode);
const unavailable = () => refused(502, Status.Error, Messages.uaepass.unavailable);
const disabled = () => refused(404, Status.NotFound, Messages.uaepass.disabled);

/** Why a link started from inside the portal was refused, as the user reads it. */
const LINK_REFUSALS: Record<Extract<LinkOutcome, { kind: 'refused' }>['reason'], () => ApiError> = {
  no_account: () => refused(400, Status.BadRequest, Messages.uaepass.invalidState),
  already_linked: () => refused(409, Status.Duplicate, Messages.uaepass.alreadyLinked),
  linked_elsewhere: () => refused(409, Status.Duplicate, Messages.uaepass.linkedElsewhere),
  details_mismatch: () => refused(409, Status.Duplicate, Messages.uaepass.detailsMismatch),
  staff_account: () => refused(403, Status.Forbidden, Messages.uaepass.staffAccount),
};

/**
 * UAE PASS sign-in (spec sections 4, 7, 8): the start of the round trip, the code exchange, the
 * first-time registration and the profile completion. The session it opens is the one of
 * POST /auth/login, marked as a UAE PASS session (uaeUser '1').
 */
export async function uaePassRoutes(app: FastifyInstance, options: UaePassRoutesOptions) {
  const { config, clock, db, tokens, audit, limits, uaePass: client } = app.portal;

  const cookie = config.production
    ? { name: BINDING_COOKIE_SECURE, path: '/', secure: true }
    : { name: BINDING_COOKIE, path: `${API}/auth`, secure: false };

  function requireClient(): UaePassClient {
    if (!client) throw disabled();
    return client;
  }

  /**
   * The portal address the provider returns to: the registered one on the host the browser is
   * using, else the one on the same port, else the first. Only registered addresses are ever used.
   */
  function redirectUriFor(request: FastifyRequest, uaePass: UaePassClient): string {
    const uris = uaePass.settings.redirectUris;
    let origin: URL | undefined;
    try {
      origin = new URL(`${request.protocol}://${request.host}`);
    } catch {
      origin = undefined;
    }
    const parsed = uris.map((uri) => ({ uri, url: new URL(uri) }));
    const byOrigin = origin && parsed.find(({ url }) => url.origin === origin.origin);
    const byPort = origin?.port && parsed.find(({ url }) => url.port === origin.port);
    return (byOrigin || byPort || parsed[0])?.uri ?? uris[0] ?? '';
  }

  function subjectOf(uuid: string) {
    return `uaepass:${uuid}`;
  }

  /** The session of POST /auth/login (same services, same cookie), flagged as UAE PASS. */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
  ): Promise<LoginData> {
    const refresh = await tokens.startSession({
      userId,
      brand: app.siteBrand,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      viaUaePass: true,
    });
    await recordLogin(db, userId, clock());
    const access = await tokens.signAccess({ userId, sessionId: refresh.sessionId, brand: refresh.brand });
    setRefreshCookie(reply, config, refresh.token, refresh.expiresAt, clock());
    reply.clearCookie(cookie.name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
      path: cookie.path,
    });
    return {
      ...(await loadSessionUser(db, userId, true)),
      token: access.token,
      tokenExpiresAt: access.expiresAt.toISOString(),
      refreshExpiresAt: refresh.expiresAt.toISOString(),
    };
  }

  /** Not in the future (the UAE's today by the app clock), not before 1900: the contract's rule. */
  function checkDateOfBirth(dateOfBirth: string) {
    if (!isBirthDateInRange(dateOfBirth, isoDateAt(clock())))
      throw refused(400, Status.Invalid, Messages.uaepass.dateOfBirthInvalid);
  }

  route(app, UaePassEndpoint.config, {}, async (_query, request) => {
    if (!client) {
      return success<UaePassConfig>({
        enabled: false,
        authorizeUrl: null,
        sop1AuthorizeUrl: null,
        logoutUrl: null,
      });
    }
    const start = `${API}${UaePassPath.authorize}`;
    return success<UaePassConfig>({
      enabled: true,
      authorizeUrl: start,
      sop1AuthorizeUrl: `${start}?isSOP1User=true`,
      logoutUrl: await client.logoutUrl(redirectUriFor(request, client)),
    });
  });

  /**
   * Opens a round trip: a state bound to this browser (the binding cookie) and the provider's
   * authorization address, or the return address with an error when the provider is down.
   */
  async function beginTrip(
    request: FastifyRequest,
    reply: FastifyReply,
    uaePass: UaePassClient,
    trip: { brand: string; sop1Retry: boolean; linkUserId: number | null },
  ): Promise<string> {
    const now = clock();
    const starts = await limits.hit(`uaepass-start:${request.ip}`, startOfUtcHour(now), HOUR_MS);
    if (starts > STARTS_PER_IP_PER_HOUR)
      throw refused(429, Status.TooManyRequests, Messages.uaepass.tooManyStarts);
    await purgeExpired(db, now);

    const existing = request.cookies[cookie.name];
    const binding = existing && SECRET_SHAPE.test(existing) ? existing : newSecret();
    const ttl = uaePass.settings.stateTtlSeconds;
    reply.setCookie(cookie.name, binding, {
      httpOnly: true,
      // Lax, not Strict: it must survive the provider's redirect back into the portal.
      sameSite: 'lax',
      secure: cookie.secure,
      path: cookie.path,
      maxAge: ttl,
    });

    const redirectUri = redirectUriFor(request, uaePass);
    const state = newSecret();
    const nonce = newSecret();
    const codeVerifier = newSecret();
    await saveState(db, {
      state,
      binding,
      nonce,
      codeVerifier,
      redirectUri,
      brand: trip.brand,
      sop1Retry: trip.sop1Retry,
      linkUserId: trip.linkUserId,
      now,
      expiresAt: addSeconds(now, ttl),
    });
    try {
      return await uaePass.authorizationUrl({
        state,
        nonce,
        codeChallenge: pkceChallenge(codeVerifier),
        redirectUri,
        ...(trip.sop1Retry ? { prompt: 'login' as const, extraParams: { isSOP1User: 'true' } } : {}),
      });
    } catch (error) {
      request.log.error({ err: error }, 'UAE PASS authorization address unavailable');
      const back = new URL(redirectUri);
      back.searchParams.set('error', 'temporarily_unavailable');
      back.searchParams.set('error_description', Messages.uaepass.unavailable.text);
      return back.toString();
    }
  }

  /** A browser navigation: answers 302 to the provider (or back to /home/login?error= if it is down). */
  app.get(UaePassPath.authorize, async (request, reply) => {
    const query = parse(uaePassAuthorizeQuery, request.query);
    const uaePass = requireClient();
    const location = await beginTrip(request, reply, uaePass, {
      brand: query.brand ?? options.brand,
      sop1Retry: query.isSOP1User === 'true',
      linkUserId: null,
    });
    return reply.redirect(location, 302);
  });

  /**
   * Signed in: the same round trip, remembered as this user's request to link UAE PASS. The return
   * (authorizeuaepassuser) then links this account, whatever account UAE PASS would have found.
   */
  app.post(UaePassPath.link, { preHandler: requireUser() }, async (request, reply) => {
    const uaePass = requireClient();
    const userId = currentUser(request).id;
    const user = await userById(db, userId);
    if (!user || user.deletedAt) throw refused(404, Status.NotFound, Messages.uaepass.notUaePassSession);
    if (user.uaePassUuid) throw refused(409, Status.Duplicate, Messages.uaepass.alreadyLinked);
    if (STAFF_ROLES.includes(user.roleId)) {
      await audit.record(request, {
        action: 'auth.uaepass.link',
        outcome: 'denied',
        userId,
        reason: 'staff',
      });
      throw refused(403, Status.Forbidden, Messages.uaepass.staffAccount);
    }
    const authorizeUrl = await beginTrip(request, reply, uaePass, {
      brand: options.brand,
      sop1Retry: false,
      linkUserId: userId,
    });
    return success<UaePassLinkStart>({ authorizeUrl });
  });

  route(app, UaePassEndpoint.authorizeUser, {}, async (body, request, reply) => {
    const uaePass = requireClient();
    const action = 'auth.uaepass';
    const now = clock();
    if (!body.state) {
      await audit.record(request, { action, outcome: 'denied', reason: 'state_missing' });
      throw invalidState();
    }
    const taken = await takeState(db, now, body.state, request.cookies[cookie.name]);
    if (!taken.ok) {
      await audit.record(request, { action, outcome: 'denied', reason: `state_${taken.reason}` });
      // A used state means its code was presented before: the spec's inactive-code answer.
      throw taken.reason === 'used' ? inactiveCode() : invalidState();
    }

    const exchange = await uaePass.exchangeCode({
      code: body.accessCode,
      redirectUri: taken.state.redirectUri,
      codeVerifier: taken.state.codeVerifier,
      nonce: taken.state.nonce,
    });
    if (!exchange.ok) {
      await audit.record(request, { action, outcome: 'failure', reason: exchange.reason });
      if (exchange.reason === 'invalid_grant') throw inactiveCode();
      if (exchange.reason === 'invalid_response') throw invalidState();
      throw unavailable();
    }

    const identity = identityOf(exchange.claims);
    const subject = subjectOf(identity.uuid);
    if (identity.userType !== UaePassUserType.SOP2 && identity.userType !== UaePassUserType.SOP3) {
      await audit.record(request, {
        action,
        outcome: 'denied',
        subject,
        reason: 'sop1',
        details: { userType: identity.userType || null },
      });
      throw refused(400, Status.Invalid, Messages.uaepass.sop1User);
    }

    const linkUserId = taken.state.linkUserId;
    if (linkUserId !== null) {
      const outcome = await linkAccount(db, linkUserId, identity, now);
      if (outcome.kind === 'refused') {
        await audit.record(request, {
          action: 'auth.uaepass.link',
          outcome: 'denied',
          subject,
          userId: linkUserId,
          reason: outcome.reason,
        });
        throw LINK_REFUSALS[outcome.reason]();
      }
      if (!outcome.user.isActive) throw refused(403, Status.Forbidden, Messages.uaepass.inactiveAccount);
      const data = await openSession(request, reply, outcome.user.id);
      await audit.record(request, {
        action: 'auth.uaepass.link',
        outcome: 'success',
        subject,
        userId: outcome.user.id,
        details: { userType: identity.userType },
      });
      return answer(UaePassStatus.Linked, [Messages.uaepass.linked], data);
    }

    const resolution = await resolveUser(db, identity, now);
    if (resolution.kind === 'conflict') {
      await audit.record(request, { action, outcome: 'denied', subject, reason: resolution.reason });
      if (resolution.reason === 'details_mismatch')
        throw refused(409, Status.Duplicate, Messages.uaepass.detailsMismatch);
      if (resolution.reason === 'sign_in_to_link')
        throw refused(409, Status.Duplicate, Messages.uaepass.signInToLink);
      throw refused(409, Status.Duplicate, Messages.uaepass.mobileRegistered);
    }
    if (resolution.kind === 'user') {
      const { user, linked } = resolution;
      if (!user.isActive) {
        await audit.record(request, {
          action,
          outcome: 'denied',
          subject,
          userId: user.id,
          reason: 'inactive',
        });
        throw refused(403, Status.Forbidden, Messages.uaepass.inactiveAccount);
      }
      const data = await openSession(request, reply, user.id);
      await audit.record(request, {
        action,
        outcome: 'success',
        subject,
        userId: user.id,
        reason: linked ? 'linked' : null,
        details: { userType: identity.userType },
      });
      return success(data);
    }

    if (!identity.mobile || !identity.firstName || !identity.lastName) {
      await audit.record(request, { action, outcome: 'failure', subject, reason: 'incomplete_identity' });
      throw refused(400, Status.Invalid, Messages.uaepass.incompleteIdentity);
    }
    const prospect = await createRegistration(db, {
      identity,
      countryId: await countryIdOf(db, identity.nationality),
      now,
      expiresAt: addSeconds(now, uaePass.settings.registrationTtlSeconds),
    });
    await audit.record(request, {
      action,
      outcome: 'success',
      subject,
      reason: 'registration_required',
      details: { referenceId: prospect.referenceId, userType: identity.userType },
    });
    return answer(UaePassStatus.RegistrationRequired, [], prospect);
  });

  route(app, UaePassEndpoint.registerUser, {}, async (body, request, reply) => {
    requireClient();
    const action = 'auth.uaepass.register';
    const now = clock();
    const registration = await liveRegistration(db, body.referenceId, now);
    if (!registration) {
      await audit.record(request, { action, outcome: 'denied', reason: 'unknown_reference' });
      throw refused(400, Status.Invalid, Messages.uaepass.registrationExpired);
    }
    const subject = subjectOf(registration.uaePassUuid);
    const asserted = registration.stored.dateOfBirth;
    const dateOfBirth = asserted ?? body.dateOfBirth;
    if (!dateOfBirth) throw refused(400, Status.Invalid, Messages.uaepass.dateOfBirthRequired);
    checkDateOfBirth(dateOfBirth);
    const documentId = registration.stored.documentId;
    const mismatch =
      (asserted !== null && body.dateOfBirth !== undefined && body.dateOfBirth !== asserted) ||
      (documentId !== null && !emiratesIdMatchesBirthYear(documentId, dateOfBirth));
    if (mismatch) {
      await countRegistrationFailure(db, registration.id);
      await audit.record(request, { action, outcome: 'failure', subject, reason: 'emirates_id_dob' });
      throw refused(400, Status.Invalid, Messages.uaepass.invalidEmiratesIdOrDob);
    }

    let userId: number | undefined;
    try {
      userId = await completeRegistration(db, { registration, dateOfBirth, now });
    } catch (error) {
      const unique =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      if (error instanceof RegistrationConflict || unique === '23505') {
        await audit.record(request, { action, outcome: 'denied', subject, reason: 'duplicate' });
        throw refused(409, Status.Duplicate, Messages.uaepass.mobileRegistered);
      }
      throw error;
    }
    if (userId === undefined) {
      await audit.record(request, { action, outcome: 'denied', subject, reason: 'reference_spent' });
      throw refused(400, Status.Invalid, Messages.uaepass.registrationExpired);
    }
    const data = await openSession(request, reply, userId);
    await audit.record(request, { action, outcome: 'success', subject, userId });
    return success(data);
  });

  /**
   * Fills what a UAE PASS user's profile lacks (date of birth, nationality, gender, e-mail). A value
   * already there, asserted by UAE PASS or entered before, is never replaced here; name, mobile and
   * document are not fields of this call at all.
   */
  route(app, UaePassEndpoint.completeProfile, { preHandler: requireUser() }, async (body, request) => {
    const { id: userId, sessionId } = currentUser(request);
    const action = 'user.uaepass.completeprofile';
    if (!(await isUaePassSession(db, sessionId))) {
      await audit.record(request, { action, outcome: 'denied', userId, reason: 'not_uaepass_session' });
      throw refused(403, Status.Forbidden, Messages.uaepass.notUaePassSession);
    }
    const user = await userById(db, userId);
    if (!user) throw refused(404, Status.NotFound, Messages.uaepass.notUaePassSession);

    const changes: ProfileFill = {};
    const fill = <K extends 'dateOfBirth' | 'countryId' | 'genderId' | 'email'>(
      key: K,
      value: ProfileFill[K] | undefined,
    ) => {
      if (value === undefined) return;
      const current = user[key];
      const same =
        typeof current === 'string' && typeof value === 'string'
          ? current.toLowerCase() === value.toLowerCase()
          : current === value;
      if (current === null) changes[key] = value;
      else if (!same) throw refused(400, Status.Invalid, Messages.uaepass.fieldFixed);
    };
    fill('dateOfBirth', body.dateOfBirth);
    fill('countryId', body.countryId);
    fill('genderId', body.genderId);
    fill('email', body.email?.toLowerCase());

    if (changes.dateOfBirth) {
      checkDateOfBirth(changes.dateOfBirth);
      if (
        user.documentTypeId === 1 &&
        user.documentId &&
        !emiratesIdMatchesBirthYear(user.documentId, changes.dateOfBirth)
      ) {
        await audit.record(request, { action, outcome: 'failure', userId, reason: 'emirates_id_dob' });
        throw refused(400, Status.Invalid, Messages.uaepass.invalidEmiratesIdOrDob);
      }
    }
    if (changes.countryId !== undefined) {
      if (!(await countryExists(db, changes.countryId as number)))
        throw refused(400, Status.Invalid, 'countryId: unknown country');
    }
    if (Object.keys(changes).length > 0) {
      await fillProfile(db, userId, changes, clock());
    }
    await audit.record(request, {
      action,
      outcome: 'success',
      userId,
      details: { fields: Object.keys(changes) },
    });
    return success<SessionUser>(await loadSessionUser(db, userId, true), [Messages.uaepass.profileUpdated]);
  });
}
