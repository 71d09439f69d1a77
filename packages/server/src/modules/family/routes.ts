import { FamilyEndpoint, makeSaveFamilyMemberRequest } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import { type Actor, FamilyService } from './service';

/**
 * Family members (contract family.ts): the list, save, delete and the codes that prove a member's
 * mobile. Every route needs the session and reaches the signed-in patient's own members only.
 */
export async function familyRoutes(app: FastifyInstance, options: { brandName: string }) {
  const family = new FamilyService(app.portal, options.brandName);
  const signedIn = { preHandler: requireUser() };
  const actor = (request: FastifyRequest): Actor => ({ userId: currentUser(request).id, request });
  // The date of birth rule reads the app clock.
  const save = { ...FamilyEndpoint.save, request: makeSaveFamilyMemberRequest(todayOf(app.portal.clock)) };

  route(app, FamilyEndpoint.list, signedIn, async (_query, request) =>
    success(await family.list(actor(request))),
  );

  route(app, save, signedIn, async (body, request) => family.save(actor(request), body));

  route(app, FamilyEndpoint.remove, signedIn, async ({ familyMemberId }, request) =>
    family.remove(actor(request), familyMemberId),
  );

  route(app, FamilyEndpoint.sendOtpForAdd, signedIn, async ({ referenceId }, request) =>
    family.resend(actor(request), referenceId),
  );

  route(app, FamilyEndpoint.verifyOtp, signedIn, async ({ referenceId, otp }, request) =>
    family.verify(actor(request), referenceId, otp),
  );

  route(app, FamilyEndpoint.sendOtp, signedIn, async (phone, request) =>
    family.sendMemberCode(actor(request), phone),
  );

  route(app, FamilyEndpoint.verifyMobile, signedIn, async ({ otp, ...phone }, request) =>
    family.verifyMobile(actor(request), phone, otp),
  );

  route(app, FamilyEndpoint.parseMobile, signedIn, async ({ phoneNumber }) =>
    success(await family.parseMobile(phoneNumber)),
  );
}
