import { AdminEndpoint, Messages, ROLE_ADMIN } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import { AdminService } from './service';

export interface AdminRoutesOptions {
  /** Signs the SMS that carries a default password. */
  brandName: string;
}

/** Admin users (contract admin.ts): role 3 only, the staff of the admin's own brand. */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const service = new AdminService(app.portal, options.brandName);
  const guard = { preHandler: requireUser([ROLE_ADMIN]) };
  const actor = (request: Parameters<typeof currentUser>[0]) => ({ id: currentUser(request).id, request });

  route(app, AdminEndpoint.list, guard, async (query, request) =>
    success(await service.list(actor(request), query)),
  );

  route(app, AdminEndpoint.save, guard, async (body, request) => {
    await service.save(actor(request), body);
    return success(null, [Messages.admin.saved]);
  });

  route(app, AdminEndpoint.resetPassword, guard, async (body, request) => {
    await service.resetPassword(actor(request), body.userId);
    return success(null, [Messages.admin.passwordReset]);
  });
}
