import { labReportPdfRequest, ReportsEndpoint, ReportsPath } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { parse } from '../../http/validate';
import { type Actor, ReportsService, type ReportsSite } from './service';

/**
 * Lab and radiology reports (contract reports.ts): the list of a tab, the protection of a
 * person's reports and the code that lifts it for a while, the report PDF and old report requests.
 * Every route needs the session and reaches only the user's and their own members' reports.
 */
export async function reportsRoutes(app: FastifyInstance, options: { site: ReportsSite }) {
  const reports = new ReportsService(app.portal, options.site);
  const signedIn = { preHandler: requireUser() };
  const actor = (request: FastifyRequest): Actor => ({ userId: currentUser(request).id, request });

  route(app, ReportsEndpoint.list, signedIn, async (body, request) => reports.list(actor(request), body));

  route(app, ReportsEndpoint.access, signedIn, async ({ familyMemberId }, request) =>
    reports.access(actor(request), familyMemberId),
  );

  route(app, ReportsEndpoint.sendOtp, signedIn, async ({ familyMemberId }, request) =>
    reports.sendOtp(actor(request), familyMemberId),
  );

  route(app, ReportsEndpoint.verifyOtp, signedIn, async ({ familyMemberId, otp }, request) =>
    reports.verifyOtp(actor(request), familyMemberId, otp),
  );

  route(app, ReportsEndpoint.oldReport, signedIn, async (body, request) =>
    reports.oldReport(actor(request), body),
  );

  /** The report PDF: a file answer, so routed by hand with the contract's request schema. */
  app.post(ReportsPath.pdf, signedIn, async (request, reply) => {
    const input = parse(labReportPdfRequest, request.body);
    const { file, docNumber } = await reports.pdf(actor(request), input);
    const name = docNumber.replace(/[^A-Za-z0-9_-]/g, '_');
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}.pdf"`)
      .send(file);
  });
}
