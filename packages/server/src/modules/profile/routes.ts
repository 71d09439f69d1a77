import {
  AuthEndpoint,
  DocumentType,
  emiratesIdMatchesBirthYear,
  getDocumentQuery,
  Messages,
  makeSaveDobRequest,
  makeSaveProfileRequest,
  PROFILE_IMAGE_EXTENSIONS,
  ProfileEndpoint,
  type ProfileImageData,
  ProfilePath,
  RuleMessage,
  Status,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { clearRefreshCookie } from '../../http/cookies';
import { route } from '../../http/endpoint';
import { ApiError, answer, success } from '../../http/envelope';
import { currentSessionUser } from '../../http/session';
import { readUpload, registerUploads } from '../../http/upload';
import { parse } from '../../http/validate';
import {
  documentHolder,
  findLiveUser,
  isLocationFacility,
  isUaePassUser,
  lookupsExist,
  uniqueViolation,
} from '../../services/accounts';
import { discardFiles, fileUrlOf, findFile, storeFile } from '../../services/files';
import { loadProfile } from '../../services/users';
import {
  removeProfileImage,
  replaceProfileImage,
  saveDateOfBirth,
  saveFacility,
  savePersonalDetails,
} from './repository';
import { eraseAccount } from './service';

const badUpload = (key: RuleMessage) => new ApiError(400, Status.BadRequest, [Messages.rule[key]]);
const notFound = () => new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
const documentTaken = () => new ApiError(409, Status.Duplicate, [Messages.account.documentAlreadyRegistered]);

async function ownProfileRoutes(app: FastifyInstance) {
  const { clock, db, audit, config, storage } = app.portal;
  const today = todayOf(clock);
  // The date of birth rules read the app clock: these two are routed with request schemas made with it.
  const saveProfile = { ...ProfileEndpoint.saveProfile, request: makeSaveProfileRequest(today) };
  const saveDob = { ...ProfileEndpoint.saveDob, request: makeSaveDobRequest(today) };
  const signedIn = { preHandler: requireUser() };

  // Multipart is parsed only on the routes of this plugin.
  await registerUploads(app);

  async function denied(request: FastifyRequest, userId: number, reason: string, details = {}) {
    await audit.record(request, {
      action: 'authz',
      outcome: 'denied',
      userId,
      reason,
      details: { method: request.method, route: request.routeOptions.url, ...details },
    });
  }

  async function liveUser(request: FastifyRequest) {
    const user = await findLiveUser(db, currentUser(request).id);
    if (!user) throw notFound();
    return user;
  }

  /** Fresh session fields, for the client to refresh what it stored at sign-in. */
  route(app, ProfileEndpoint.session, signedIn, async (_query, request) =>
    success(await currentSessionUser(app.portal, currentUser(request))),
  );

  /**
   * Personal details. The mobile never changes here; document type and id cannot change once set;
   * a UAE PASS account cannot change what UAE PASS asserted (403, audited).
   */
  route(app, saveProfile, signedIn, async (body, request) => {
    const user = await liveUser(request);
    if (isUaePassUser(user)) {
      const changed = [
        user.firstName !== body.firstName && 'firstName',
        user.lastName !== body.lastName && 'lastName',
        (user.email ?? '') !== body.email && 'email',
        user.genderId !== body.genderId && 'genderId',
        user.countryId !== body.countryId && 'countryId',
        user.dateOfBirth !== null && user.dateOfBirth !== body.dateOfBirth && 'dateOfBirth',
        user.documentTypeId !== null && user.documentTypeId !== body.documentTypeId && 'documentTypeId',
        user.documentId !== null && user.documentId !== body.documentId && 'documentId',
      ].filter(Boolean);
      if (changed.length > 0) {
        await denied(request, user.id, 'uae_pass_fields', { fields: changed });
        throw new ApiError(403, Status.Forbidden, [Messages.account.uaePassProfileLocked]);
      }
    }
    const hasDocument = user.documentTypeId !== null && user.documentId !== null;
    if (hasDocument && (user.documentTypeId !== body.documentTypeId || user.documentId !== body.documentId)) {
      await audit.record(request, {
        action: 'profile.save',
        outcome: 'failure',
        userId: user.id,
        reason: 'document_locked',
      });
      throw new ApiError(400, Status.Invalid, [Messages.account.documentLocked]);
    }
    const lookups = {
      genderId: body.genderId,
      countryId: body.countryId,
      documentTypeId: body.documentTypeId,
    };
    if (!(await lookupsExist(db, lookups))) {
      throw new ApiError(400, Status.BadRequest, [Messages.account.invalidSelection]);
    }
    if (!hasDocument && (await documentHolder(db, body.documentTypeId, body.documentId, user.id))) {
      throw documentTaken();
    }
    try {
      await savePersonalDetails(db, user.id, body, clock());
    } catch (error) {
      if (uniqueViolation(error)) throw documentTaken();
      throw error;
    }
    await audit.record(request, { action: 'profile.save', outcome: 'success', userId: user.id });
    const profile = await loadProfile(db, user.id);
    if (!profile) throw notFound();
    return success(profile);
  });

  /** Complete-profile gate: the date of birth (an Emirates ID must still match its year). */
  route(app, saveDob, signedIn, async ({ dateOfBirth }, request) => {
    const user = await liveUser(request);
    if (user.dateOfBirth !== dateOfBirth) {
      if (isUaePassUser(user) && user.dateOfBirth !== null) {
        await denied(request, user.id, 'uae_pass_fields', { fields: ['dateOfBirth'] });
        throw new ApiError(403, Status.Forbidden, [Messages.account.uaePassProfileLocked]);
      }
      const emiratesId = user.documentTypeId === DocumentType.EmiratesId ? user.documentId : null;
      if (emiratesId && !emiratesIdMatchesBirthYear(emiratesId, dateOfBirth)) {
        throw new ApiError(400, Status.Invalid, [Messages.rule.emiratesIdDobError]);
      }
      if (!(await saveDateOfBirth(db, user.id, dateOfBirth, clock())))
        throw new ApiError(500, Status.Error, [Messages.account.updateDobError]);
    }
    return success(await currentSessionUser(app.portal, currentUser(request)));
  });

  /** Complete-profile gate and the header's hospital chooser: a facility of a hospital location. */
  route(app, ProfileEndpoint.saveFacility, signedIn, async ({ facilityId }, request) => {
    const user = await liveUser(request);
    if (!(await isLocationFacility(db, facilityId))) {
      throw new ApiError(400, Status.Invalid, [Messages.account.updateFacilityError]);
    }
    if (!(await saveFacility(db, user.id, facilityId, clock())))
      throw new ApiError(500, Status.Error, [Messages.account.updateFacilityError]);
    return success(await currentSessionUser(app.portal, currentUser(request)));
  });

  /**
   * Profile image: one file part, jpg/jpeg/png by name and by content (SECURITY.md uploads), at
   * most 2,048,000 bytes, stored under a random name (adapters/storage); replaces the previous one.
   */
  app.post(ProfilePath.uploadProfileImage, signedIn, async (request) => {
    const me = currentUser(request);
    const refuse = async (reason: string, key: RuleMessage): Promise<never> => {
      await audit.record(request, {
        action: 'profile.image.upload',
        outcome: 'failure',
        userId: me.id,
        reason,
      });
      throw badUpload(key);
    };
    const upload = await readUpload(request, PROFILE_IMAGE_EXTENSIONS, RuleMessage.imgFormatError);
    if (!upload.ok) return refuse(upload.reason, upload.message);
    const { fileName } = await storeFile(storage, request.log, upload.file, (stored) =>
      replaceProfileImage(db, me.id, stored, fileUrlOf(stored.fileName), clock()),
    );
    const data: ProfileImageData = { profileImgUrl: fileUrlOf(fileName), profileImgFileName: fileName };
    await audit.record(request, {
      action: 'profile.image.upload',
      outcome: 'success',
      userId: me.id,
      details: { fileName, sizeBytes: upload.file.content.length },
    });
    return success(data);
  });

  route(app, ProfileEndpoint.removeProfileImage, signedIn, async (_query, request) => {
    const me = currentUser(request);
    await discardFiles(storage, request.log, await removeProfileImage(db, me.id, clock()));
    await audit.record(request, { action: 'profile.image.remove', outcome: 'success', userId: me.id });
    return success(null);
  });

  /**
   * One of the caller's own files, as an attachment with its stored content type. Another user's
   * file answers exactly like a missing one (404), and the attempt is audited.
   */
  app.get(ProfilePath.getDocument, signedIn, async (request, reply) => {
    const me = currentUser(request);
    const { fileName } = parse(getDocumentQuery, request.query);
    const file = await findFile(db, fileName);
    if (!file || file.userId !== me.id) {
      await denied(request, me.id, file ? 'not_owner' : 'unknown_file', { fileName });
      throw notFound();
    }
    const content = await storage.get(file.fileName);
    if (!content) {
      request.log.error({ key: file.fileName }, 'a recorded file is missing from the storage');
      throw notFound();
    }
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });

  /**
   * Deletes the account (personal data, files, codes, sessions; audit rows stay without the
   * number), clears the refresh cookie. Signing in with the old number then finds no account.
   */
  app.post(ProfilePath.deleteAccount, signedIn, async (request, reply) => {
    const me = currentUser(request);
    const erased = await eraseAccount(db, me.id, clock());
    if (!erased) throw notFound();
    await discardFiles(storage, request.log, erased.files);
    await audit.record(request, { action: 'account.delete', outcome: 'success', userId: me.id });
    clearRefreshCookie(reply, config);
    return success(null, [Messages.account.accountDeleted]);
  });
}

async function userRoutes(app: FastifyInstance) {
  const { db, otp, audit } = app.portal;

  route(app, AuthEndpoint.profile, { preHandler: requireUser() }, async (_query, request) => {
    const profile = await loadProfile(db, currentUser(request).id);
    if (!profile) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    return success(profile);
  });

  /**
   * Step two of the password reset: tells whether the code is right without using it up, so the
   * reset call can present it again. Wrong tries count toward the challenge's limit. Only a 'reset'
   * challenge can answer: a login code sent here finds nothing to match.
   */
  route(app, AuthEndpoint.verifyOtp, {}, async (body, request) => {
    const check = await otp.verify({
      purpose: 'reset',
      callingCode: body.callingCode,
      mobile: body.mobile,
      code: body.otp,
      consume: false,
    });
    await audit.record(request, {
      action: 'otp.verify',
      outcome: check.ok ? 'success' : 'failure',
      subject: `${body.callingCode}${body.mobile}`,
      userId: check.ok ? check.challenge.userId : null,
      reason: check.ok ? 'reset' : `reset_${check.reason}`,
    });
    if (check.ok) return success({ validOtp: true });
    const text = check.reason === 'expired' ? Messages.auth.otpExpired : Messages.auth.invalidOtp;
    return answer(Status.Invalid, [text], { validOtp: false });
  });
}

/** The profile module. Two scopes, as before: multipart is registered for the profile routes only. */
export async function profileRoutes(app: FastifyInstance) {
  await app.register(ownProfileRoutes);
  await app.register(userRoutes);
}
