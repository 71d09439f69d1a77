import {
  INBOX_EXPORT_ROLES,
  INBOX_READ_ROLES,
  InboxEndpoint,
  InboxPath,
  inboxAttachmentQuery,
  Messages,
  Status,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { enquiryFile } from './repository';
import { inboxExport, inboxPage, inboxQuery, requireOwnBrand } from './service';

/**
 * The staff inbox (contract inbox.ts): what the brand's patients sent, for roles 2 and 3 to read
 * and role 3 to export. The export and every attachment download are audited.
 */
export async function inboxRoutes(app: FastifyInstance) {
  const { db, audit, storage } = app.portal;
  const readers = { preHandler: requireUser(INBOX_READ_ROLES) };

  route(app, InboxEndpoint.list, readers, async (input, request) => {
    const query = await inboxQuery(db, currentUser(request).id, app.siteBrand, input);
    return success(await inboxPage(db, query, input.skip, input.take));
  });

  route(
    app,
    InboxEndpoint.export,
    { preHandler: requireUser(INBOX_EXPORT_ROLES) },
    async (input, request) => {
      const userId = currentUser(request).id;
      const query = await inboxQuery(db, userId, app.siteBrand, input);
      const rows = await inboxExport(db, query);
      await audit.record(request, {
        action: 'inbox.export',
        outcome: 'success',
        userId,
        details: { ...input, rows: rows.length },
      });
      return success({ rows });
    },
  );

  /** An international enquiry's file, as an attachment under the patient's file name. */
  app.get(InboxPath.attachment, readers, async (request, reply) => {
    const userId = currentUser(request).id;
    const { id } = parse(inboxAttachmentQuery, request.query);
    await requireOwnBrand(db, userId, app.siteBrand);
    const file = await enquiryFile(db, app.siteBrand, id);
    const content = file && (await storage.get(file.fileName));
    if (!file || !content) {
      if (file) request.log.error({ key: file.fileName }, 'a recorded file is missing from the storage');
      throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    }
    await audit.record(request, { action: 'inbox.attachment', outcome: 'success', userId, details: { id } });
    return reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });
}
