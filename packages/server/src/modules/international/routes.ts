import {
  type EnquiryFields,
  enquiryRefusal,
  type Gender,
  InternationalPath,
  Messages,
  RuleMessage,
  type ServerMessage,
  Status,
  UPLOAD_EXTENSIONS,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { ApiError, success } from '../../http/envelope';
import { readUpload, registerUploads } from '../../http/upload';
import { storeFile } from '../../services/files';
import { insertEnquiry, userFacility } from './repository';

/** The enquiry's six text fields; the comment (400 letters) fits in 2,048 bytes of UTF-8. */
const FIELD_LIMITS = { fields: 6, fieldSize: 2048 };

const fieldsOf = (sent: Record<string, string>): EnquiryFields => ({
  fullName: sent.fullName ?? '',
  gender: sent.gender ?? '',
  mobile: sent.mobile ?? '',
  email: sent.email ?? '',
  travelDate: sent.travelDate ?? '',
  comment: sent.comment ?? '',
});

/**
 * The international patients' enquiry (contract international.ts): the signed-in patient's fields
 * and attached document, checked by every rule of spec section 5 and the documents upload's file
 * checks (name, size, magic bytes), then the file stored (adapters/storage) and the row written.
 * A refusal stores nothing, no file either.
 */
export async function internationalRoutes(app: FastifyInstance) {
  const { db, clock, audit, storage } = app.portal;
  const today = todayOf(clock);
  await registerUploads(app, FIELD_LIMITS);

  app.post(InternationalPath.enquiry, { preHandler: requireUser() }, async (request) => {
    const userId = currentUser(request).id;
    const refuse = async (reason: string, message: ServerMessage) => {
      await audit.record(request, { action: 'international.enquiry', outcome: 'failure', userId, reason });
      return new ApiError(400, Status.BadRequest, [message]);
    };
    // Nothing is stored before both the file and the fields pass.
    const upload = await readUpload(request, UPLOAD_EXTENSIONS, RuleMessage.docFormatError);
    if (!upload.ok) throw await refuse(upload.reason, Messages.rule[upload.message]);
    const fields = fieldsOf(upload.fields);
    const rule = enquiryRefusal(fields, today);
    if (rule) throw await refuse('rule', rule);

    const { file } = upload;
    const facilityId = await userFacility(db, userId);
    let enquiryId = 0;
    const stored = await storeFile(storage, request.log, file, async (kept) => {
      enquiryId = await insertEnquiry(db, {
        userId,
        brand: app.siteBrand,
        facilityId,
        fullName: fields.fullName.trim(),
        gender: fields.gender as Gender,
        mobile: fields.mobile.trim(),
        email: fields.email.trim(),
        travelDate: fields.travelDate.trim(),
        comment: fields.comment.trim(),
        originalName: file.name,
        ...kept,
      });
      return [];
    });
    await audit.record(request, {
      action: 'international.enquiry',
      outcome: 'success',
      userId,
      details: { enquiryId, fileName: stored.fileName, sizeBytes: stored.sizeBytes },
    });
    return success({ enquiryId }, [Messages.international.enquirySent]);
  });
}
