/**
 * Lab and radiology reports (contract reports.ts): whose reports a user reaches, their protection,
 * the code that opens a member's reports, the PDF and old report requests. Every call names a
 * person by familyMemberId (the user, 0, or one of their own members) and reaches only the hospital
 * records that person proves (services/persons.ts) at this brand's facilities.
 */
import {
  isSameMobile,
  type LabOrder,
  type LabReports,
  type labReportPdfRequest,
  lastVisitDateIssue,
  Messages,
  type oldReportRequest,
  REPORT_ACCESS_MINUTES,
  type ReportAccess,
  type ReportPeriod,
  ReportsMessages,
  reportPassword,
  reportPeriodRange,
  type ServerMessage,
  Status,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { HisLabOrder, HisPatient } from '../../adapters/hospital/port';
import { addMinutes, todayOf } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError, answer, success } from '../../http/envelope';
import type { OtpCheck } from '../../services/otp';
import { sendCode } from '../../services/otp-send';
import { identityOf, loadPerson, type Person, provesRecord } from '../../services/persons';
import { reportBrand } from './brand';
import { renderLabReport } from './pdf';
import { findFacility, findGrant, grantUntil, insertOldReportRequest, putGrantChallenge } from './repository';

/** Who asks, for the audit log. */
export interface Actor {
  userId: number;
  request: FastifyRequest;
}

/** The brand site the request came to: its key (the facilities it shows) and its name (SMS texts). */
export interface ReportsSite {
  key: string;
  name: string;
}

type PdfInput = z.output<typeof labReportPdfRequest>;
type OldReportInput = z.output<typeof oldReportRequest>;

const invalidOtp = (check: Extract<OtpCheck, { ok: false }>) =>
  answer(Status.Invalid, [check.reason === 'expired' ? Messages.auth.otpExpired : Messages.auth.invalidOtp], {
    validOtp: false,
  });

/** The contract's order of a hospital order. */
export function labOrderOf(order: HisLabOrder): LabOrder {
  return {
    docNumber: order.docNumber,
    orderDate: order.orderDate,
    docType: order.docType,
    facilityId: order.facilityId,
    testNames: order.tests.map((test) => test.nameEn),
    testNames_ar: order.tests.map((test) => test.nameAr),
    reportDetails: {
      docNumberRef: order.docNumberRef,
      docNumber: order.docNumber,
      docPart: order.docPart,
      docType: order.docType,
      docVersion: order.docVersion,
      facilityId: order.facilityId,
      patientId: order.patientId,
    },
  };
}

export class ReportsService {
  constructor(
    private readonly portal: AppContext,
    private readonly site: ReportsSite,
  ) {}

  private now() {
    return this.portal.clock();
  }

  private today() {
    return todayOf(this.portal.clock)();
  }

  private async deny(
    actor: Actor,
    details: Record<string, unknown>,
    message: ServerMessage,
    statusCode: 403 | 404 = 404,
  ): Promise<never> {
    await this.portal.audit.record(actor.request, {
      action: 'authz',
      outcome: 'denied',
      userId: actor.userId,
      reason: statusCode === 404 ? 'not_owner' : 'otp_required',
      details: { method: actor.request.method, route: actor.request.routeOptions.url, ...details },
    });
    throw new ApiError(statusCode, statusCode === 404 ? Status.NotFound : Status.Forbidden, [message]);
  }

  /** The user (0) or one of their own members, with the account holder; anyone else's is 404. */
  private async person(actor: Actor, familyMemberId: number): Promise<{ person: Person; holder: Person }> {
    const person = await loadPerson(this.portal.db, actor.userId, familyMemberId);
    const holder = familyMemberId === 0 ? person : await loadPerson(this.portal.db, actor.userId, 0);
    if (!person || !holder) return this.deny(actor, { familyMemberId }, ReportsMessages.personNotFound);
    return { person, holder };
  }

  /** Spec section 4: the user's own reports and those of a member on the user's mobile are not protected. */
  private isProtected(person: Person, holder: Person): boolean {
    return person.familyMemberId !== 0 && !isSameMobile(person, holder);
  }

  /** Whether the user verified this member's code in the last REPORT_ACCESS_MINUTES, on their mobile of now. */
  private async isGranted(actor: Actor, person: Person): Promise<boolean> {
    const grant = await findGrant(this.portal.db, actor.userId, person.familyMemberId);
    return (
      grant !== null &&
      grant.grantedUntil !== null &&
      grant.grantedUntil > this.now() &&
      isSameMobile(grant, person)
    );
  }

  /** A call to the hospital; its failure is logged and answered 503 reports.somethingWentWrong. */
  private async hospitalCall<T>(actor: Actor, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      actor.request.log.error({ err: error }, 'the hospital could not be asked for reports');
      throw new ApiError(503, Status.Error, [ReportsMessages.somethingWentWrong]);
    }
  }

  /** The hospital records the person proves, at this brand's facilities. */
  private async records(actor: Actor, person: Person, holder: Person): Promise<HisPatient[]> {
    const { hospital } = this.portal;
    const found = await this.hospitalCall(actor, () => hospital.findPatients(identityOf(person, holder)));
    const brandFacilities = await this.hospitalCall(actor, () => hospital.facilitiesOfBrand(this.site.key));
    return found.filter(
      (record) =>
        provesRecord(person, holder, record) &&
        (!brandFacilities || brandFacilities.includes(record.facilityId)),
    );
  }

  async list(
    actor: Actor,
    input: { familyMemberId: number; period: ReportPeriod; docType?: 'LAB' | 'RBF' | undefined },
  ) {
    const { person, holder } = await this.person(actor, input.familyMemberId);
    const records = await this.records(actor, person, holder);
    const range = reportPeriodRange(input.period, this.today());
    const orders = await this.hospitalCall(actor, () =>
      this.portal.hospital.labOrders(records, { ...range, docType: input.docType }),
    );
    const data: LabReports = { ...range, orders: orders.map(labOrderOf) };
    return success(data, orders.length === 0 ? [ReportsMessages.noReports] : []);
  }

  async access(actor: Actor, familyMemberId: number) {
    const { person, holder } = await this.person(actor, familyMemberId);
    const passwordProtected = this.isProtected(person, holder);
    const data: ReportAccess = {
      passwordProtected,
      otpRequired: passwordProtected && !(await this.isGranted(actor, person)),
    };
    return success(data);
  }

  /** A code to the member's mobile on record; the user's earlier grant for them ends. */
  async sendOtp(actor: Actor, familyMemberId: number) {
    const { person, holder } = await this.person(actor, familyMemberId);
    if (!this.isProtected(person, holder)) {
      throw new ApiError(400, Status.BadRequest, [ReportsMessages.otpNotNeeded]);
    }
    if (!person.mobile || !person.callingCode) {
      throw new ApiError(400, Status.BadRequest, [ReportsMessages.noMobile]);
    }
    const phone = { callingCode: person.callingCode, mobile: person.mobile };
    const grant = await findGrant(this.portal.db, actor.userId, familyMemberId);
    await sendCode(this.portal, actor.request, {
      purpose: 'report',
      ...phone,
      userId: actor.userId,
      brandName: this.site.name,
      action: 'reports.otp',
      resendOf: grant && isSameMobile(grant, phone) ? grant.challengeId : null,
      heldForOther: 'refuse',
      prepare: (challengeId) =>
        putGrantChallenge(this.portal.db, { userId: actor.userId, familyMemberId, challengeId, ...phone }),
    });
    return success({ otpValidity: this.portal.config.otpValidityMinutes }, [ReportsMessages.otpSent]);
  }

  /** The member's code: right, and the user may open the member's reports for REPORT_ACCESS_MINUTES. */
  async verifyOtp(actor: Actor, familyMemberId: number, code: string) {
    const { person } = await this.person(actor, familyMemberId);
    const { db, otp, audit } = this.portal;
    const grant = await findGrant(db, actor.userId, familyMemberId);
    const audited = (outcome: 'success' | 'failure', reason: string) =>
      audit.record(actor.request, {
        action: 'reports.otp.verify',
        outcome,
        userId: actor.userId,
        reason,
        details: { familyMemberId },
      });
    if (!grant?.challengeId || !isSameMobile(grant, person)) {
      await audited('failure', 'otp_none');
      return answer(Status.Invalid, [Messages.auth.otpExpired], { validOtp: false });
    }
    const check = await otp.verifyChallenge({
      id: grant.challengeId,
      purpose: 'report',
      code,
      consume: true,
    });
    if (!check.ok) {
      await audited('failure', `otp_${check.reason}`);
      return invalidOtp(check);
    }
    await grantUntil(db, actor.userId, familyMemberId, addMinutes(this.now(), REPORT_ACCESS_MINUTES));
    await audited('success', 'otp');
    return success({ validOtp: true }, [ReportsMessages.otpVerified]);
  }

  /**
   * The report as a PDF: the person's own order at this brand, protected as the server decides
   * (a member not on the user's mobile: a verified code first, then a password). Audited.
   */
  async pdf(actor: Actor, input: PdfInput): Promise<{ file: Buffer; docNumber: string }> {
    const { person, holder } = await this.person(actor, input.familyMemberId);
    const records = await this.records(actor, person, holder);
    const reference = { facilityId: input.facilityId, docNumber: input.documentNumber };
    const order = await this.hospitalCall(actor, () =>
      this.portal.hospital.labOrder(input.facilityId, input.documentNumber),
    );
    const record =
      order && records.find((r) => r.facilityId === order.facilityId && r.patientId === order.patientId);
    if (
      !order ||
      !record ||
      order.docNumberRef !== input.documentNumberRef ||
      order.docPart !== input.documentPart ||
      order.docType !== input.documentType ||
      order.docVersion !== input.documentVersion
    ) {
      return this.deny(
        actor,
        { familyMemberId: input.familyMemberId, ...reference },
        ReportsMessages.reportNotFound,
      );
    }
    const isProtected = this.isProtected(person, holder);
    if (isProtected && !(await this.isGranted(actor, person))) {
      return this.deny(
        actor,
        { familyMemberId: input.familyMemberId, ...reference },
        ReportsMessages.otpRequired,
        403,
      );
    }
    if (isProtected && !person.dateOfBirth)
      throw new Error('a protected report needs the member’s date of birth');
    const facility = await findFacility(this.portal.db, order.facilityId);
    const facilityName = facility
      ? { en: facility.nameEn, ar: facility.nameAr }
      : { en: order.facilityId, ar: order.facilityId };
    const file = await renderLabReport({
      lang: input.lang,
      brand: await reportBrand(facility?.brand ?? '', facilityName),
      facilityName,
      patient: {
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        patientId: order.patientId,
      },
      order,
      generatedAt: this.now(),
      password:
        isProtected && person.dateOfBirth ? reportPassword(person.firstName, person.dateOfBirth) : null,
    });
    await this.portal.audit.record(actor.request, {
      action: 'reports.pdf',
      outcome: 'success',
      userId: actor.userId,
      details: {
        familyMemberId: input.familyMemberId,
        patientId: order.patientId,
        ...reference,
        docType: order.docType,
        passwordProtected: isProtected,
        lang: input.lang,
      },
    });
    return { file, docNumber: order.docNumber };
  }

  /** An old report request, stored for the hospital's staff. */
  async oldReport(actor: Actor, input: OldReportInput) {
    const issue = lastVisitDateIssue(input.lastVisitDate, this.today());
    if (issue) throw new ApiError(400, Status.BadRequest, [issue]);
    const { person } = await this.person(actor, input.familyMemberId);
    let id: number;
    try {
      id = await insertOldReportRequest(this.portal.db, {
        userId: actor.userId,
        familyMemberId: person.familyMemberId === 0 ? null : person.familyMemberId,
        patientFirstName: person.firstName,
        patientLastName: person.lastName,
        patientDateOfBirth: person.dateOfBirth,
        reportType: input.reportType,
        lastVisitDate: input.lastVisitDate.trim(),
        brand: this.site.key,
        createdAt: this.now(),
      });
    } catch (error) {
      actor.request.log.error({ err: error }, 'old report request not stored');
      throw new ApiError(503, Status.Error, [ReportsMessages.oldReportError]);
    }
    await this.portal.audit.record(actor.request, {
      action: 'reports.oldReport',
      outcome: 'success',
      userId: actor.userId,
      details: { requestId: id, familyMemberId: input.familyMemberId, reportType: input.reportType },
    });
    return success({ result: true }, [ReportsMessages.oldReportRequested]);
  }
}
