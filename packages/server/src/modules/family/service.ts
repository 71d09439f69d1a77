/**
 * Family members (spec sections 4 and 5; SECURITY.md identity proof). A patient reaches only their
 * own members: anything else answers as if it did not exist (404) and is audited. A member is
 * written only once the hospital knows the person by document, date of birth and mobile and the
 * code sent to that mobile was entered (or the mobile is the patient's own, which they proved when
 * registering): a typed document number alone never links anyone to a hospital record.
 */
import { randomUUID } from 'node:crypto';
import {
  ageInYears,
  type FamilyMember,
  type FamilyOtpSent,
  FamilySaveStatus,
  isoDateAt,
  isSameMobile,
  Messages,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  normaliseDocumentId,
  type ParsedMobile,
  RuleMessage,
  Status,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { addMinutes } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError, answer, type Said, success } from '../../http/envelope';
import { loggableError } from '../../logger';
import { lookupsExist, uniqueViolation } from '../../services/accounts';
import type { OtpCheck } from '../../services/otp';
import { sendCode } from '../../services/otp-send';
import { loadPerson, loadPersons, type Person } from '../../services/persons';
import { removeMemberDocuments } from '../documents/service';
import {
  callingCodes,
  completePending,
  deleteMember,
  findOpenPending,
  insertMember,
  insertPending,
  type MemberDetails,
  markMobileVerified,
  ownMobileChallenge,
  relationExists,
  setPendingChallenge,
  updateMember,
} from './repository';

/** Minutes a save waits for its code (resends included) before it has to be made again. */
export const PENDING_SAVE_MINUTES = 30;

/** The save as the route parsed it (contract saveFamilyMemberRequest's output). */
export interface SaveInput {
  FamilyMemberId: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Mobile: string;
  CallingCode: string;
  DateOfBirth: string;
  GenderId: number;
  CountryId: number;
  DocumentTypeId: number;
  DocumentId: string;
  RelationId: number;
}

/** A member as the list shows them. */
export function familyMemberOf(person: Person, today: string): FamilyMember {
  return {
    familyMemberId: person.familyMemberId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    mobile: person.mobile,
    callingCode: person.callingCode,
    dateOfBirth: person.dateOfBirth,
    genderId: person.genderId,
    countryId: person.countryId,
    documentTypeId: person.documentTypeId,
    documentId: person.documentId,
    relationId: person.relationId,
    relation: person.relation,
    relation_ar: person.relationAr,
    age: person.dateOfBirth ? ageInYears(person.dateOfBirth, today) : null,
  };
}

const detailsOf = (body: SaveInput): MemberDetails => ({
  firstName: body.FirstName,
  lastName: body.LastName,
  email: body.Email,
  callingCode: body.CallingCode,
  mobile: body.Mobile,
  dateOfBirth: body.DateOfBirth,
  genderId: body.GenderId,
  countryId: body.CountryId,
  relationId: body.RelationId,
  documentTypeId: body.DocumentTypeId,
  documentId: body.DocumentId,
});

const sameDocument = (
  a: { documentTypeId: number | null; documentId: string | null },
  b: { documentTypeId: number; documentId: string },
) =>
  a.documentTypeId !== null &&
  a.documentId !== null &&
  normaliseDocumentId(a.documentTypeId, a.documentId) === normaliseDocumentId(b.documentTypeId, b.documentId);

const duplicate = () => new ApiError(409, Status.Duplicate, [Messages.family.duplicateDocumentId]);
const invalidOtp = (check: Extract<OtpCheck, { ok: false }>) =>
  answer(Status.Invalid, [check.reason === 'expired' ? Messages.auth.otpExpired : Messages.auth.invalidOtp], {
    validOtp: false,
  });

/** Where a refusal or a change is written in the audit log. */
export interface Actor {
  userId: number;
  request: FastifyRequest;
}

export class FamilyService {
  constructor(
    private readonly portal: AppContext,
    private readonly brandName: string,
  ) {}

  private now(): Date {
    return this.portal.clock();
  }

  /** Today on the UAE calendar (ages). */
  private today(): string {
    return isoDateAt(this.now());
  }

  /** Audits a refused access and answers 404 with `message`: nobody learns what others have. */
  private async deny(actor: Actor, details: Record<string, unknown>, message: Said): Promise<never> {
    const { request } = actor;
    await this.portal.audit.record(request, {
      action: 'authz',
      outcome: 'denied',
      userId: actor.userId,
      reason: 'not_owner',
      details: {
        method: request.method,
        route: request.routeOptions.url,
        resource: 'family_member',
        ...details,
      },
    });
    throw new ApiError(404, Status.NotFound, [message]);
  }

  private async audited(actor: Actor, action: string, outcome: 'success' | 'failure', reason?: string) {
    await this.portal.audit.record(actor.request, {
      action,
      outcome,
      userId: actor.userId,
      reason: reason ?? null,
    });
  }

  async list(actor: Actor): Promise<FamilyMember[]> {
    const today = this.today();
    const persons = await loadPersons(this.portal.db, actor.userId);
    return persons.filter((p) => p.familyMemberId !== 0).map((p) => familyMemberOf(p, today));
  }

  private async holder(actor: Actor): Promise<Person> {
    const self = await loadPerson(this.portal.db, actor.userId, 0);
    if (!self) throw new ApiError(401, Status.Unauthorized, [Messages.auth.sessionExpired]);
    return self;
  }

  private async checkLookups(body: SaveInput): Promise<void> {
    const { db } = this.portal;
    const listed =
      (await lookupsExist(db, {
        genderId: body.GenderId,
        countryId: body.CountryId,
        documentTypeId: body.DocumentTypeId,
      })) && (await relationExists(db, body.RelationId));
    if (!listed) throw new ApiError(400, Status.BadRequest, [Messages.account.invalidSelection]);
  }

  /** Add (FamilyMemberId 0) or edit: the save statuses of spec section 4. */
  async save(actor: Actor, body: SaveInput) {
    return body.FamilyMemberId === 0 ? this.add(actor, body) : this.edit(actor, body);
  }

  private async add(actor: Actor, body: SaveInput) {
    const holder = await this.holder(actor);
    await this.checkLookups(body);
    const document = { documentTypeId: body.DocumentTypeId, documentId: body.DocumentId };
    if (sameDocument(holder, document)) {
      await this.audited(actor, 'family.add', 'failure', 'self_document');
      throw new ApiError(400, Status.Invalid, [Messages.family.selfAsMember]);
    }
    const members = await loadPersons(this.portal.db, actor.userId);
    if (members.some((m) => m.familyMemberId !== 0 && sameDocument(m, document))) {
      await this.audited(actor, 'family.add', 'failure', 'duplicate_document');
      throw duplicate();
    }
    if (!(await this.knownToHospital(actor, body))) {
      await this.audited(actor, 'family.add', 'failure', 'no_hospital_match');
      return answer(FamilySaveStatus.NotFound, [Messages.family.notFound], null);
    }
    // The patient proved their own mobile: a member reached on it (a child) needs no second code.
    if (isSameMobile({ callingCode: body.CallingCode, mobile: body.Mobile }, holder)) {
      await this.storeNew(actor, detailsOf(body));
      await this.audited(actor, 'family.add', 'success', 'holder_mobile');
      return success(null, [Messages.family.saveFamilyMemberSuccess]);
    }
    return this.awaitCode(actor, null, detailsOf(body));
  }

  /**
   * Whether the hospital has a person with this document, date of birth and mobile. The code then
   * goes to the number the hospital holds for them, so it reaches the person themself.
   */
  private async knownToHospital(actor: Actor, body: SaveInput): Promise<boolean> {
    const mobileNo = `${body.CallingCode}${body.Mobile.replace(/^0+/, '')}`;
    try {
      const records = await this.portal.hospital.findPatients({
        firstName: body.FirstName,
        lastName: body.LastName,
        dateOfBirth: body.DateOfBirth,
        genderId: body.GenderId,
        mobileNo,
        documentTypeId: body.DocumentTypeId,
        identityNumber: body.DocumentId,
      });
      return records.some(
        (record) =>
          record.dateOfBirth === body.DateOfBirth &&
          isSameMobile({ callingCode: '', mobile: record.mobileNo }, { callingCode: '', mobile: mobileNo }),
      );
    } catch (error) {
      actor.request.log.error({ err: loggableError(error) }, 'hospital lookup for a family member failed');
      await this.audited(actor, 'family.add', 'failure', 'hospital_unavailable');
      throw new ApiError(503, Status.Error, [Messages.family.saveFamilyMemberError]);
    }
  }

  private async storeNew(actor: Actor, details: MemberDetails): Promise<number> {
    try {
      return await insertMember(this.portal.db, actor.userId, details, this.now());
    } catch (error) {
      if (uniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  private async edit(actor: Actor, body: SaveInput) {
    const { db } = this.portal;
    const member = await loadPerson(db, actor.userId, body.FamilyMemberId);
    if (!member) {
      return this.deny(actor, { familyMemberId: body.FamilyMemberId }, Messages.family.memberNotFound);
    }
    const fixedChanged =
      member.dateOfBirth !== body.DateOfBirth ||
      !sameDocument(member, { documentTypeId: body.DocumentTypeId, documentId: body.DocumentId });
    if (fixedChanged) {
      await this.audited(actor, 'family.edit', 'failure', 'read_only_fields');
      throw new ApiError(400, Status.Invalid, [Messages.family.readOnlyFields]);
    }
    await this.checkLookups(body);
    const holder = await this.holder(actor);
    const details = detailsOf(body);
    const mobile = { callingCode: body.CallingCode, mobile: body.Mobile };
    const keepsMobile = isSameMobile(mobile, member);
    if (!keepsMobile && !isSameMobile(mobile, holder)) {
      // A new number of the member's own is proven by its code before anything changes.
      return this.awaitCode(actor, member.familyMemberId, details);
    }
    const provenNow = keepsMobile ? null : this.now();
    if (!(await updateMember(db, actor.userId, member.familyMemberId, details, provenNow, this.now()))) {
      return this.deny(actor, { familyMemberId: body.FamilyMemberId }, Messages.family.memberNotFound);
    }
    await this.audited(actor, 'family.edit', 'success', keepsMobile ? undefined : 'holder_mobile');
    return success(null, [Messages.family.saveFamilyMemberSuccess]);
  }

  /** Holds the save and sends its code to the member's mobile: OTPSent with the reference. */
  private async awaitCode(actor: Actor, familyMemberId: number | null, details: MemberDetails) {
    const id = randomUUID();
    const now = this.now();
    await sendCode(this.portal, actor.request, {
      purpose: 'family',
      callingCode: details.callingCode,
      mobile: details.mobile,
      userId: actor.userId,
      brandName: this.brandName,
      action: 'family.otp',
      heldForOther: 'refuse',
      prepare: (challengeId) =>
        insertPending(
          this.portal.db,
          { id, userId: actor.userId, familyMemberId, challengeId },
          details,
          now,
          addMinutes(now, PENDING_SAVE_MINUTES),
        ),
    });
    return answer<FamilyOtpSent>(FamilySaveStatus.OTPSent, [Messages.family.otpSent], {
      referenceId: id,
      otpValidity: this.portal.config.otpValidityMinutes,
    });
  }

  /** The OTP dialog's resend: a new code for the user's own waiting save (held within 60 s). */
  async resend(actor: Actor, referenceId: string) {
    const { db } = this.portal;
    const pending = await findOpenPending(db, actor.userId, referenceId, this.now());
    if (!pending) return this.deny(actor, { referenceId }, Messages.family.otpVerifyError);
    await sendCode(this.portal, actor.request, {
      purpose: 'family',
      callingCode: pending.callingCode,
      mobile: pending.mobile,
      userId: actor.userId,
      brandName: this.brandName,
      action: 'family.otp',
      resendOf: pending.challengeId,
      heldForOther: 'refuse',
      prepare: (challengeId) => setPendingChallenge(db, pending.id, challengeId),
    });
    return success<FamilyOtpSent>(
      { referenceId: pending.id, otpValidity: this.portal.config.otpValidityMinutes },
      [Messages.family.otpSent],
    );
  }

  /** The code of a waiting save: right, and the add or edit happens with the mobile proven. */
  async verify(actor: Actor, referenceId: string, code: string) {
    const { db, otp } = this.portal;
    const now = this.now();
    const pending = await findOpenPending(db, actor.userId, referenceId, now);
    const action = pending?.familyMemberId ? 'family.edit' : 'family.add';
    if (!pending?.challengeId) {
      await this.audited(actor, action, 'failure', pending ? 'otp_not_sent' : 'unknown_reference');
      return answer(Status.Invalid, [Messages.family.otpVerifyError], { validOtp: false });
    }
    const check = await otp.verifyChallenge({
      id: pending.challengeId,
      purpose: 'family',
      code,
      consume: true,
    });
    if (!check.ok) {
      await this.audited(actor, action, 'failure', `otp_${check.reason}`);
      return invalidOtp(check);
    }
    if (!(await completePending(db, pending.id, now))) {
      return answer(Status.Invalid, [Messages.family.otpVerifyError], { validOtp: false });
    }
    const details: MemberDetails = {
      firstName: pending.firstName,
      lastName: pending.lastName,
      email: pending.email,
      callingCode: pending.callingCode,
      mobile: pending.mobile,
      dateOfBirth: pending.dateOfBirth,
      genderId: pending.genderId,
      countryId: pending.countryId,
      relationId: pending.relationId,
      documentTypeId: pending.documentTypeId,
      documentId: pending.documentId,
    };
    if (pending.familyMemberId === null) {
      await this.storeNew(actor, details);
    } else if (!(await updateMember(db, actor.userId, pending.familyMemberId, details, now, now))) {
      return answer(Status.Invalid, [Messages.family.otpVerifyError], { validOtp: false });
    }
    await this.audited(actor, action, 'success', 'otp');
    return success({ validOtp: true }, [Messages.family.otpVerifySuccess]);
  }

  /** Members of the user on this number, however it is written. */
  private async membersOn(actor: Actor, phone: { callingCode: string; mobile: string }) {
    const persons = await loadPersons(this.portal.db, actor.userId);
    return persons.filter((p) => p.familyMemberId !== 0 && isSameMobile(p, phone));
  }

  /** A code to the mobile of one of the user's members (held within 60 s of the last one). */
  async sendMemberCode(actor: Actor, phone: { callingCode: string; mobile: string }) {
    if ((await this.membersOn(actor, phone)).length === 0) {
      return this.deny(actor, { mobile: 'not_a_member' }, Messages.family.memberNotFound);
    }
    const own = await ownMobileChallenge(this.portal.db, actor.userId, phone.callingCode, phone.mobile);
    const sent = await sendCode(this.portal, actor.request, {
      purpose: 'family',
      callingCode: phone.callingCode,
      mobile: phone.mobile,
      userId: actor.userId,
      brandName: this.brandName,
      action: 'family.otp',
      resendOf: own ?? null,
      heldForOther: 'refuse',
    });
    if (!sent.challengeId) throw new Error('a family code was held without its challenge');
    return success<FamilyOtpSent>(
      { referenceId: sent.challengeId, otpValidity: this.portal.config.otpValidityMinutes },
      [Messages.family.otpSent],
    );
  }

  /** POST /auth/verifymobile: the code sendMemberCode sent proves the members on that number. */
  async verifyMobile(actor: Actor, phone: { callingCode: string; mobile: string }, code: string) {
    const { db, otp } = this.portal;
    const challenge = await ownMobileChallenge(db, actor.userId, phone.callingCode, phone.mobile);
    if (!challenge) {
      await this.audited(actor, 'family.mobile.verify', 'failure', 'otp_none');
      return answer(Status.Invalid, [Messages.auth.invalidOtp], { validOtp: false });
    }
    const check = await otp.verifyChallenge({ id: challenge, purpose: 'family', code, consume: true });
    if (!check.ok) {
      await this.audited(actor, 'family.mobile.verify', 'failure', `otp_${check.reason}`);
      return invalidOtp(check);
    }
    const members = await this.membersOn(actor, phone);
    await markMobileVerified(
      db,
      actor.userId,
      members.map((m) => m.familyMemberId),
      this.now(),
    );
    await this.audited(actor, 'family.mobile.verify', 'success');
    return success({ validOtp: true }, [Messages.family.otpVerifySuccess]);
  }

  /**
   * Removes one of the user's members. Their appointments stay booked at the hospital (its record
   * is the member's own); adding the member again shows them under the member once more.
   */
  async remove(actor: Actor, familyMemberId: number) {
    const { db, storage } = this.portal;
    // The member's documents first: their rows go with the member, and the stored files would stay.
    // Only the signed-in patient's member's are touched, so a refused delete removes nothing.
    await removeMemberDocuments(db, storage, actor.request.log, {
      userId: actor.userId,
      memberId: familyMemberId,
    });
    if (!(await deleteMember(db, actor.userId, familyMemberId))) {
      return this.deny(actor, { familyMemberId }, Messages.family.removeFamilyMemberError);
    }
    await this.portal.audit.record(actor.request, {
      action: 'family.delete',
      outcome: 'success',
      userId: actor.userId,
      details: { familyMemberId },
    });
    return success(null, [Messages.family.removeFamilyMemberSuccess]);
  }

  async parseMobile(phoneNumber: string): Promise<ParsedMobile> {
    const parsed = parsePhoneNumber(phoneNumber, await callingCodes(this.portal.db));
    if (typeof parsed === 'string') throw new ApiError(400, Status.BadRequest, [Messages.rule[parsed]]);
    return parsed;
  }
}

const isMobileLength = (digits: string) =>
  digits.length >= MOBILE_MIN_DIGITS && digits.length <= MOBILE_MAX_DIGITS;

/**
 * A number as typed or pasted, split into calling code and mobile: '+971 50 123 4567' and
 * '00971501234567' by the longest calling code of the list that leaves a mobile of 8 to 10 digits;
 * '0501234567' or '501234567' (no international prefix) as a UAE number. The rule key otherwise.
 */
export function parsePhoneNumber(
  input: string,
  codes: readonly string[],
): ParsedMobile | typeof RuleMessage.numberError | typeof RuleMessage.loginInvalidMobileError {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return RuleMessage.numberError;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (!international) {
    const national = digits.replace(/^0+/, '');
    if (isMobileLength(national)) return { callingCode: '971', mobile: national };
  }
  const full = text.startsWith('+') ? digits : digits.replace(/^00/, '');
  const byLength = [...new Set(codes)].sort((a, b) => b.length - a.length);
  for (const code of byLength) {
    if (!full.startsWith(code)) continue;
    const mobile = full.slice(code.length).replace(/^0+/, '');
    if (isMobileLength(mobile)) return { callingCode: code, mobile };
  }
  return RuleMessage.loginInvalidMobileError;
}
