import { markReadQuery, NotificationsEndpoint, NotificationsPath } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { releasesLabResults } from '../../adapters/hospital/port';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { parse } from '../../http/validate';
import { NotificationsService } from './service';

/**
 * The signed-in user's notifications (contract notifications.ts): the active ones, their unread
 * count, marking one or all read. Every route needs the session and reaches the user's own rows.
 */
export async function notificationRoutes(app: FastifyInstance, options: { brand: string }) {
  const notifications = new NotificationsService(app.portal);
  const signedIn = { preHandler: requireUser() };

  route(app, NotificationsEndpoint.list, signedIn, async (_query, request) =>
    notifications.list(currentUser(request).id),
  );

  route(app, NotificationsEndpoint.count, signedIn, async (_query, request) =>
    notifications.count(currentUser(request).id),
  );

  /** A PUT whose input is its query (the spec's address), so routed by hand with the contract's schema. */
  app.put(NotificationsPath.markRead, signedIn, async (request) => {
    const { patientNotificationId } = parse(markReadQuery, request.query);
    return notifications.markRead(currentUser(request).id, patientNotificationId, request);
  });

  route(app, NotificationsEndpoint.markAll, signedIn, async (_body, request) =>
    notifications.markAll(currentUser(request).id),
  );

  // Releasing a lab result on demand is a development tool: never in production, only when the
  // development routes are asked for (DEV_OUTBOX=1: pnpm start, the e2e server, the tests) and
  // only with a hospital that can (the simulated one).
  const { config, hospital } = app.portal;
  if (!config.production && config.devOutbox && releasesLabResults(hospital)) {
    route(app, NotificationsEndpoint.devLabResult, {}, async ({ mobile, familyMemberId }) =>
      notifications.releaseLabResult(options.brand, mobile, familyMemberId),
    );
  }
}
