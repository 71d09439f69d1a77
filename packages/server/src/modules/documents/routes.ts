import {
  DocumentsEndpoint,
  DocumentsPath,
  documentOwnerQuery,
  Messages,
  RuleMessage,
  Status,
  UPLOAD_EXTENSIONS,
  uploadDocumentFields,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';
import { readUpload, registerUploads } from '../../http/upload';
import { parse } from '../../http/validate';
import { discardFiles, storeFile } from '../../services/files';
import { type DocumentOwner, isMemberOf, removeDocument, replaceDocument } from './repository';
import { documentFileOf, documentsOf } from './service';

/**
 * Uploaded documents (spec section 7, Documents): the patient's own (familyMemberId 0) and their
 * family members'. Every route needs a session; a member who is not the patient's answers like one
 * that does not exist (404), and the attempt is audited.
 */
export async function documentRoutes(app: FastifyInstance) {
  const { db, clock, audit, storage } = app.portal;
  const signedIn = { preHandler: requireUser() };
  await registerUploads(app);

  async function ownerOf(request: FastifyRequest, familyMemberId: number): Promise<DocumentOwner> {
    const userId = currentUser(request).id;
    if (familyMemberId !== 0 && !(await isMemberOf(db, userId, familyMemberId))) {
      await audit.record(request, {
        action: 'authz',
        outcome: 'denied',
        userId,
        reason: 'not_member',
        details: { method: request.method, route: request.routeOptions.url, familyMemberId },
      });
      throw new ApiError(404, Status.NotFound, [Messages.documents.noMember]);
    }
    return { userId, memberId: familyMemberId };
  }

  route(app, DocumentsEndpoint.list, signedIn, async ({ familyMemberId }, request) =>
    success(await documentsOf(db, await ownerOf(request, familyMemberId))),
  );

  /**
   * One file part 'document' and the fields documentType and documentSide: pdf, doc, docx, jpg,
   * jpeg or png by name and by content, at most 2,048,000 bytes. Replaces the file of that slot.
   */
  app.post(DocumentsPath.upload, signedIn, async (request) => {
    const { familyMemberId } = parse(documentOwnerQuery, request.query);
    const owner = await ownerOf(request, familyMemberId);
    const upload = await readUpload(request, UPLOAD_EXTENSIONS, RuleMessage.docFormatError);
    if (!upload.ok) {
      await audit.record(request, {
        action: 'document.upload',
        outcome: 'failure',
        userId: owner.userId,
        reason: upload.reason,
      });
      throw new ApiError(400, Status.BadRequest, [Messages.rule[upload.message]]);
    }
    const fields = parse(uploadDocumentFields, upload.fields);
    const slot = { ...owner, ...fields };
    const now = clock();
    const stored = await storeFile(storage, request.log, upload.file, (file) =>
      replaceDocument(db, slot, { ...file, originalName: upload.file.name }, now),
    );
    await audit.record(request, {
      action: 'document.upload',
      outcome: 'success',
      userId: owner.userId,
      details: { ...fields, familyMemberId, fileName: stored.fileName, sizeBytes: stored.sizeBytes },
    });
    const data = documentFileOf({ ...stored, originalName: upload.file.name, createdAt: now });
    return success(data, [Messages.documents.uploaded]);
  });

  route(app, DocumentsEndpoint.remove, signedIn, async (query, request) => {
    const owner = await ownerOf(request, query.familyMemberId);
    const slot = { ...owner, documentType: query.documentType, documentSide: query.documentSide };
    const removed = await removeDocument(db, slot);
    if (removed.length === 0) throw new ApiError(404, Status.NotFound, [Messages.documents.noDocument]);
    await discardFiles(storage, request.log, removed);
    await audit.record(request, {
      action: 'document.remove',
      outcome: 'success',
      userId: owner.userId,
      details: {
        documentType: slot.documentType,
        documentSide: slot.documentSide,
        familyMemberId: slot.memberId,
      },
    });
    return success(null, [Messages.documents.removed]);
  });
}
