import {
  addDays,
  BAD_ROWS_NAMED,
  BROADCAST_BODY_LIMIT_BYTES,
  BROADCAST_EXCEL_TYPE,
  BROADCAST_ROLES,
  BroadcastEndpoint,
  BroadcastFacility,
  type BroadcastHistoryRow,
  BroadcastMessages,
  BroadcastPath,
  BroadcastStatus,
  badEntries,
  daysBetween,
  decodeUrlPath,
  isAfterDate,
  isoDateAt,
  Messages,
  PROFILE_IMAGE_EXTENSIONS,
  RuleMessage,
  recipientRows,
  type ServerMessage,
  Status,
  withParams,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertStorageKey } from '../../adapters/storage/port';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';
import { readUpload, registerUploads } from '../../http/upload';
import { storeFile } from '../../services/files';
import {
  findImage,
  type HistoryRow,
  historyPage,
  insertImage,
  isBrandFacility,
  mobileListOf,
  type NewBroadcast,
  storeBroadcast,
} from './repository';

const refuse = (message: ServerMessage) => new ApiError(400, Status.BadRequest, [message]);

/** The refusal of a list with bad entries: the spec's message, the first bad row numbers in params. */
function invalidList(rows: readonly number[]): ApiError {
  return refuse(
    withParams(BroadcastMessages.invalidFile, { rows: rows.slice(0, BAD_ROWS_NAMED).join(', ') }),
  );
}

function historyRowOf(row: HistoryRow): BroadcastHistoryRow {
  return {
    id: row.id,
    notificationTitle: row.title,
    message: row.message,
    notificationType: row.notificationType === 1 ? 1 : 2,
    callbackURL: row.url,
    createdOn: row.createdAt.toISOString(),
    pushSuccess: row.pushSuccess,
    pushFail: row.pushFail,
    status: row.pushSuccess > 0 ? BroadcastStatus.Sent : BroadcastStatus.Failed,
    createdBy: `${row.createdByFirst} ${row.createdByLast}`,
    facilityId: row.facilityId,
    isExcelUploadedNotification: row.isExcel,
    imageUrl: row.imageUrl,
    fromDate: row.fromDate,
    toDate: row.toDate,
  };
}

/** The storage key of an image URL this server handed out, or null. */
function imageKeyOf(imageUrl: string): string | null {
  const prefix = `${BroadcastPath.image}/`;
  if (!imageUrl.startsWith(prefix)) return null;
  const key = imageUrl.slice(prefix.length);
  try {
    assertStorageKey(key);
    return key;
  } catch {
    return null;
  }
}

/**
 * The days a re-send is shown: the original's while they last; once its To date is past, as many
 * days from today (a re-send is for patients to see again, not a row in the history only).
 */
export function resentWindow(
  original: { fromDate: string; toDate: string },
  today: string,
): { fromDate: string; toDate: string } {
  if (!isAfterDate(today, original.toDate)) return { fromDate: original.fromDate, toDate: original.toDate };
  return { fromDate: today, toDate: addDays(today, daysBetween(original.fromDate, original.toDate)) };
}

/**
 * Broadcast notifications (spec sections 2, 3, 4, 5 and 7; contract broadcasts.ts). Every route but
 * the image needs a staff session of BROADCAST_ROLES (requireUser audits each refusal); a broadcast
 * belongs to the brand of the site it was sent on. Publish and re-send are audited with their counts
 * (never the numbers of the list).
 */
export async function broadcastRoutes(app: FastifyInstance) {
  const { db, audit, storage } = app.portal;
  const brand = app.siteBrand;
  const staff = { preHandler: requireUser(BROADCAST_ROLES) };
  await registerUploads(app);

  async function failed(request: FastifyRequest, action: string, reason: string, details = {}) {
    await audit.record(request, {
      action,
      outcome: 'failure',
      userId: currentUser(request).id,
      reason,
      details,
    });
  }

  async function publish(request: FastifyRequest, action: string, broadcast: NewBroadcast) {
    const started = performance.now();
    const stored = await storeBroadcast(db, broadcast);
    await audit.record(request, {
      action,
      outcome: 'success',
      userId: broadcast.createdBy,
      details: {
        broadcastId: stored.id,
        facilityId: broadcast.facilityId,
        entries: broadcast.mobileList.length,
        pushSuccess: stored.pushSuccess,
        pushFail: stored.pushFail,
        ...(broadcast.resentFrom === null ? {} : { resentFrom: broadcast.resentFrom }),
        ms: Math.round(performance.now() - started),
      },
    });
    return success(stored, [BroadcastMessages.published]);
  }

  route(
    app,
    BroadcastEndpoint.publish,
    { ...staff, bodyLimit: BROADCAST_BODY_LIMIT_BYTES },
    async (body, request) => {
      const action = 'broadcast.publish';
      // Patients see a broadcast from its From date to its To date (UAE days): one that starts
      // before today would claim days that are gone (the dialog offers no earlier day either).
      if (isAfterDate(isoDateAt(app.portal.clock()), body.FromDate)) {
        await failed(request, action, 'dates', { fromDate: body.FromDate });
        throw refuse(BroadcastMessages.dateInvalid);
      }
      const isExcel = body.FacilityId === BroadcastFacility.Custom;
      if (isExcel) {
        if (body.MobileList.length === 0 || body.Type !== BROADCAST_EXCEL_TYPE) {
          await failed(request, action, 'no_list');
          throw refuse(BroadcastMessages.excelRequired);
        }
        const bad = badEntries(body.MobileList);
        if (bad.length > 0) {
          await failed(request, action, 'invalid_entries', {
            entries: body.MobileList.length,
            badEntries: bad.length,
          });
          throw invalidList(bad);
        }
      } else if (
        body.MobileList.length > 0 ||
        body.Type === BROADCAST_EXCEL_TYPE ||
        (body.FacilityId !== BroadcastFacility.All && !(await isBrandFacility(db, brand, body.FacilityId)))
      ) {
        await failed(request, action, 'facility', { facilityId: body.FacilityId });
        throw refuse(BroadcastMessages.facilityInvalid);
      }
      if (body.brandname && body.brandname !== brand) {
        await failed(request, action, 'brand');
        throw refuse(BroadcastMessages.facilityInvalid);
      }
      const imageKey = body.ImageUrl ? imageKeyOf(body.ImageUrl) : null;
      if (body.ImageUrl && (imageKey === null || !(await findImage(db, brand, imageKey)))) {
        await failed(request, action, 'image');
        throw refuse(BroadcastMessages.imageInvalid);
      }
      return publish(request, action, {
        brand,
        facilityId: body.FacilityId,
        notificationType: body.NotificationType,
        // The schema refused an InURLPath that does not decode to a web address.
        url: decodeUrlPath(body.InURLPath),
        imageUrl: body.ImageUrl || null,
        title: body.NotificationTitle,
        message: body.NotificationText,
        fromDate: body.FromDate,
        toDate: body.ToDate,
        createdBy: currentUser(request).id,
        resentFrom: null,
        mobileList: body.MobileList,
      });
    },
  );

  route(app, BroadcastEndpoint.resend, staff, async ({ id }, request) => {
    const action = 'broadcast.resend';
    const [original] = await historyPage(db, brand, { skip: 0, take: 1, id });
    if (!original) {
      await failed(request, action, 'not_found', { broadcastId: id });
      throw new ApiError(404, Status.NotFound, [BroadcastMessages.notFound]);
    }
    if (original.isExcel) {
      await failed(request, action, 'excel', { broadcastId: id });
      throw refuse(BroadcastMessages.resendExcel);
    }
    return publish(request, action, {
      brand,
      facilityId: original.facilityId,
      notificationType: original.notificationType,
      url: original.url,
      imageUrl: original.imageUrl,
      title: original.title,
      message: original.message,
      ...resentWindow(original, isoDateAt(app.portal.clock())),
      createdBy: currentUser(request).id,
      resentFrom: original.id,
      mobileList: [],
    });
  });

  route(app, BroadcastEndpoint.history, staff, async (query) => {
    const rows = await historyPage(db, brand, {
      skip: query.skip,
      take: query.take,
      filter: query.filtertext,
      id: query.Id,
    });
    return success(rows.map(historyRowOf));
  });

  route(app, BroadcastEndpoint.detail, staff, async ({ id }) => {
    const [row] = await historyPage(db, brand, { skip: 0, take: 1, id });
    if (!row) throw new ApiError(404, Status.NotFound, [BroadcastMessages.notFound]);
    return success({ ...historyRowOf(row), mobileList: await mobileListOf(db, row.id) });
  });

  route(
    app,
    BroadcastEndpoint.uploadUsers,
    { ...staff, bodyLimit: BROADCAST_BODY_LIMIT_BYTES },
    async ({ rows }, request) => {
      const checked = recipientRows(rows);
      if (!checked.ok) {
        await failed(request, 'broadcast.recipients', 'invalid_file', { badRows: checked.badRows.length });
        throw invalidList(checked.badRows);
      }
      return success({ mobileList: checked.mobileList });
    },
  );

  /** One file part: jpg, jpeg or png by name and by content (magic bytes), at most 2,048,000 bytes. */
  app.post(BroadcastPath.uploadImage, staff, async (request) => {
    const me = currentUser(request);
    const upload = await readUpload(request, PROFILE_IMAGE_EXTENSIONS, RuleMessage.imgFormatError);
    if (!upload.ok) {
      await failed(request, 'broadcast.image.upload', upload.reason);
      throw refuse(Messages.rule[upload.message]);
    }
    const stored = await storeFile(storage, request.log, upload.file, async (file) => {
      await insertImage(db, { ...file, brand, uploadedBy: me.id });
      return [];
    });
    await audit.record(request, {
      action: 'broadcast.image.upload',
      outcome: 'success',
      userId: me.id,
      details: { fileName: stored.fileName, sizeBytes: stored.sizeBytes },
    });
    return success({ imageUrl: `${BroadcastPath.image}/${stored.fileName}` });
  });

  /**
   * The image of a broadcast, without a session: the patients' dropdown shows it in an <img>, which
   * cannot carry the bearer token (kept in memory, never in a cookie). What it serves is a picture the
   * staff published to many patients, under a random name, and only keys recorded as broadcast
   * images of this brand: never another upload of the same storage. Attachment and nosniff as every
   * upload (an <img> shows it all the same; opened directly it downloads).
   */
  app.get<{ Params: { name: string } }>(`${BroadcastPath.image}/:name`, async (request, reply) => {
    const key = imageKeyOf(`${BroadcastPath.image}/${request.params.name}`);
    const image = key ? await findImage(db, brand, key) : undefined;
    const content = image ? await storage.get(image.fileName) : null;
    if (!image || !content) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    return reply
      .type(image.contentType)
      .header('content-disposition', `attachment; filename="${image.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(content);
  });
}
