import { type DevOutboxMessage, type HealthData, Status, SystemEndpoint } from '@portal/contract';
import { desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_GATEWAY } from '../../adapters/sms/console';
import { smsOutbox } from '../../db/schema';
import { route } from '../../http/endpoint';
import { answer, success } from '../../http/envelope';

export async function systemRoutes(app: FastifyInstance) {
  const { database } = app.portal;

  route(app, SystemEndpoint.health, {}, async () => success<HealthData>({ status: 'ok' }));

  route(app, SystemEndpoint.ready, {}, async (_query, request, reply) => {
    try {
      await database.ping();
      return success<HealthData>({ status: 'ready' });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database did not answer');
      reply.code(503);
      return answer<HealthData>(Status.Error, ['Database unavailable'], { status: 'unavailable' });
    }
  });

  // The outbox shows live codes: only the console gateway has one, never in production, and
  // only when asked for (DEV_OUTBOX=1: pnpm start, the e2e server and the tests).
  const { sms, config } = app.portal;
  if (sms.name === CONSOLE_GATEWAY && !config.production && config.devOutbox) await app.register(devRoutes);
}

const OUTBOX_LIMIT = 20;

/** Only registered with the console SMS gateway outside production, with DEV_OUTBOX=1 (above). */
async function devRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, SystemEndpoint.devOutbox, {}, async ({ mobile }) => {
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(or(eq(smsOutbox.recipient, mobile), eq(smsOutbox.mobile, mobile)))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return success<DevOutboxMessage[]>(
      rows.map((row) => ({
        to: row.recipient,
        text: row.body,
        code: row.code,
        purpose: row.purpose,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
}
