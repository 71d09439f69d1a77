/**
 * Uploaded documents (spec sections 3, 5, 7): upload per type and side for the patient and their
 * family members, list, download as an attachment, replace, delete; the upload rules of SECURITY.md
 * (test 7) and IDOR (test 3) in both brands.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import {
  type DocumentsData,
  DocumentText,
  documentsResponse,
  FamilyPath,
  ruleMessageText,
  uploadDocumentResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, familyMembers, userFiles } from '../db/schema';
import { createTestApp, createUser, post, signIn, TEST_FILES_DIR, useTestApp } from './harness';
import { bearerGet, bearerSend, JPEG, pngOfSize, SVG, WINDOWS_EXE } from './identity';

const t = useTestApp();
let colab: FastifyInstance;
beforeAll(async () => {
  colab = (
    await createTestApp(t.database, { clock: t.clock, site: { id: 'colab', name: 'Colab', distDir: null } })
  ).app;
  return () => colab.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64), Buffer.from('\n%%EOF\n')]);
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);

/** A zip of the given entries (deflated), as a docx is. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const DOCX = zipOf([
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document/>') },
]);
/** 60 MB of zeros in a few dozen kilobytes. */
const ZIP_BOMB_DOCX = zipOf([
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024) },
]);

/** A multipart body with text fields and one file part, built by hand so every name goes as written. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface UploadOptions {
  app?: FastifyInstance;
  member?: number | string;
  type?: number | string;
  side?: number | string;
}

function uploadDocument(
  token: string | undefined,
  name: string,
  content: Buffer,
  options: UploadOptions = {},
) {
  const body = multipart(
    { documentType: String(options.type ?? 1), documentSide: String(options.side ?? 1) },
    { name, content },
  );
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/user/uploaddocument?familyMemberId=${options.member ?? 0}`,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

async function listDocuments(token: string, member: number | string = 0, app = t.app) {
  const res = await bearerGet(app, `/api/user/getdocuments?familyMemberId=${member}`, token);
  return {
    res,
    data: res.statusCode === 200 ? (documentsResponse.parse(res.json()).data as DocumentsData) : null,
  };
}

const deleteDocument = (
  token: string,
  type: number,
  side: number,
  member: number | string = 0,
  app = t.app,
) =>
  bearerSend(
    app,
    'DELETE',
    `/api/user/deletedocument?documentType=${type}&documentSide=${side}&familyMemberId=${member}`,
    token,
  );

const storedFiles = async () => readdir(TEST_FILES_DIR).catch(() => [] as string[]);

/** A new patient signed in on a site (the default app unless given): its tokens are good there only. */
async function patient(app: FastifyInstance = t.app) {
  const user = await createUser(t.db);
  const session = await signIn(app, user);
  return { user, token: session.token, refresh: session.refresh };
}

async function memberOf(userId: number, firstName = 'Sara') {
  const [row] = await t.db
    .insert(familyMembers)
    .values({ userId, firstName, lastName: 'Member', dateOfBirth: '2015-02-03' })
    .returning({ id: familyMembers.id });
  if (!row) throw new Error('no member');
  return row.id;
}

const refusal = (key: keyof typeof ruleMessageText) => ({
  message: { status: 'BadRequest', message: [ruleMessageText[key]], code: `rule.${key}` },
  data: null,
});
const NO_MEMBER = {
  message: { status: 'NotFound', message: [DocumentText.noMember], code: 'documents.noMember' },
  data: null,
};

describe('uploading documents', () => {
  it('takes each allowed type into its slot, stored under a random name, and lists it', async () => {
    const me = await patient();
    const files = [
      {
        name: 'eid front.pdf',
        content: PDF,
        type: 1,
        side: 1,
        contentType: 'application/pdf',
        slot: 'emiratesIdFront',
      },
      {
        name: 'eid-back.PNG',
        content: pngOfSize(300),
        type: 1,
        side: 2,
        contentType: 'image/png',
        slot: 'emiratesIdBack',
      },
      {
        name: 'passport.jpg',
        content: JPEG,
        type: 4,
        side: 1,
        contentType: 'image/jpeg',
        slot: 'passportFront',
      },
      {
        name: 'card.jpeg',
        content: JPEG,
        type: 6,
        side: 2,
        contentType: 'image/jpeg',
        slot: 'insuranceBack',
      },
      {
        name: 'licence.doc',
        content: DOC,
        type: 3,
        side: 1,
        contentType: 'application/msword',
        slot: 'drivingLicenceFront',
      },
      {
        name: 'labour card.docx',
        content: DOCX,
        type: 2,
        side: 2,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        slot: 'labourCardBack',
      },
    ] as const;
    for (const file of files) {
      const res = await uploadDocument(me.token, file.name, file.content, {
        type: file.type,
        side: file.side,
      });
      expect(res.statusCode, file.name).toBe(200);
      const body = uploadDocumentResponse.parse(res.json());
      expect(body.message).toEqual({
        status: 'Success',
        message: [DocumentText.uploaded],
        code: 'documents.uploaded',
      });
      expect(body.data).toMatchObject({
        fileName: file.name,
        contentType: file.contentType,
        sizeBytes: file.content.length,
      });
      expect(body.data.fileUrl).toMatch(/^\/user\/getdocument\?fileName=[0-9a-f-]{36}\.[a-z]+$/);
    }

    const { data } = await listDocuments(me.token);
    for (const file of files) expect(data?.[file.slot], file.slot).toMatchObject({ fileName: file.name });
    expect(data?.passportBack).toBeNull();
    expect(data?.labourCardFront).toBeNull();

    // On disk: the random names of the rows, never a name the patient sent.
    const rows = await t.db.select().from(userFiles).where(eq(userFiles.userId, me.user.id));
    const onDisk = await storedFiles();
    for (const row of rows) expect(onDisk).toContain(row.fileName);
    for (const file of files) expect(onDisk).not.toContain(file.name);
  });

  it('refuses renamed files, other types, bad names, a zip bomb and a file over 2,048,000 bytes; nothing changes', async () => {
    const me = await patient();
    const before = (await storedFiles()).length;
    const cases: [string, Buffer, keyof typeof ruleMessageText][] = [
      ['setup.pdf', WINDOWS_EXE, 'docFormatError'],
      ['picture.png', SVG, 'docFormatError'],
      ['scan.pdf', pngOfSize(200), 'docFormatError'],
      ['photo.jpg', PDF, 'docFormatError'],
      ['letter.docx', DOC, 'docFormatError'],
      ['letter.doc', DOCX, 'docFormatError'],
      ['bomb.docx', ZIP_BOMB_DOCX, 'docFormatError'],
      ['notes.docx', zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]), 'docFormatError'],
      ['logo.svg', SVG, 'docFormatError'],
      ['setup.exe', WINDOWS_EXE, 'docFormatError'],
      ['../eid.pdf', PDF, 'docFormatError'],
      ['empty.pdf', Buffer.alloc(0), 'docFormatError'],
      ['big.png', pngOfSize(2_048_001), 'docSizeError'],
    ];
    for (const [name, content, key] of cases) {
      const res = await uploadDocument(me.token, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(refusal(key));
    }
    // The largest allowed file goes through.
    expect((await uploadDocument(me.token, 'max.png', pngOfSize(2_048_000))).statusCode).toBe(200);

    const { data } = await listDocuments(me.token);
    expect(
      Object.entries(data ?? {})
        .filter(([, file]) => file !== null)
        .map(([slot]) => slot),
    ).toEqual(['emiratesIdFront']);
    expect((await storedFiles()).length).toBe(before + 1);
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, me.user.id),
          eq(auditLog.action, 'document.upload'),
          eq(auditLog.outcome, 'failure'),
        ),
      );
    expect(failures).toHaveLength(cases.length);
  });

  it('refuses a document type or side outside the spec, and a body without a file', async () => {
    const me = await patient();
    for (const [type, side] of [
      [5, 1],
      [7, 1],
      [1, 3],
      ['x', 1],
    ] as const) {
      const res = await uploadDocument(me.token, 'eid.pdf', PDF, { type, side });
      expect(res.statusCode, `${type}/${side}`).toBe(400);
      expect(res.json().message.status).toBe('BadRequest');
    }
    const noFile = multipart({ documentType: '1', documentSide: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/uploaddocument?familyMemberId=0',
      headers: { ...noFile.headers, authorization: `Bearer ${me.token}` },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('allFieldsRequired'));
    const json = await bearerSend(t.app, 'POST', '/api/user/uploaddocument', me.token, { documentType: 1 });
    expect(json.statusCode).toBe(400);
    expect(Object.values((await listDocuments(me.token)).data ?? {}).every((file) => file === null)).toBe(
      true,
    );
  });

  it('needs a session on every route', async () => {
    expect((await uploadDocument(undefined, 'eid.pdf', PDF)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/getdocuments?familyMemberId=0')).statusCode).toBe(401);
    expect(
      (
        await bearerSend(
          t.app,
          'DELETE',
          '/api/user/deletedocument?documentType=1&documentSide=1&familyMemberId=0',
          undefined,
        )
      ).statusCode,
    ).toBe(401);
    expect(await storedFiles()).not.toContain('eid.pdf');
  });
});

describe('downloading, replacing and deleting', () => {
  it('serves a document as an attachment with its content type, under its stored name', async () => {
    const me = await patient();
    const uploaded = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'Aisha EID.pdf', PDF)).json(),
    ).data;
    const res = await bearerGet(t.app, `/api${uploaded.fileUrl}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const stored = new URL(uploaded.fileUrl, 'http://x').searchParams.get('fileName');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${stored}"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('replaces the file of the same type and side: the old one is gone from the list, the address and the storage', async () => {
    const me = await patient();
    const first = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'old.pdf', PDF, { type: 4, side: 2 })).json(),
    ).data;
    const oldKey = new URL(first.fileUrl, 'http://x').searchParams.get('fileName') ?? '';
    expect(await storedFiles()).toContain(oldKey);

    const second = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'new.png', pngOfSize(400), { type: 4, side: 2 })).json(),
    ).data;
    const { data } = await listDocuments(me.token);
    expect(data?.passportBack).toMatchObject({
      fileName: 'new.png',
      fileUrl: second.fileUrl,
      contentType: 'image/png',
    });
    expect((await bearerGet(t.app, `/api${first.fileUrl}`, me.token)).statusCode).toBe(404);
    expect(await storedFiles()).not.toContain(oldKey);
    const rows = await t.db.select().from(userFiles).where(eq(userFiles.userId, me.user.id));
    expect(rows).toHaveLength(1);
  });

  it('two uploads to one slot at once leave one document and one file', async () => {
    const me = await patient();
    const before = await storedFiles();
    const answers = await Promise.all(
      ['one.pdf', 'two.pdf', 'three.png'].map((name) =>
        uploadDocument(me.token, name, name.endsWith('.png') ? pngOfSize(100) : PDF, { type: 3, side: 2 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.select().from(userFiles).where(eq(userFiles.userId, me.user.id));
    expect(rows).toHaveLength(1);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([rows[0]?.fileName]);
  });

  it('deletes a document and its file; deleting an empty slot is 404', async () => {
    const me = await patient();
    const uploaded = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'ins.jpg', JPEG, { type: 6, side: 1 })).json(),
    ).data;
    const key = new URL(uploaded.fileUrl, 'http://x').searchParams.get('fileName') ?? '';

    const res = await deleteDocument(me.token, 6, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: { status: 'Success', message: [DocumentText.removed], code: 'documents.removed' },
      data: null,
    });
    expect((await listDocuments(me.token)).data?.insuranceFront).toBeNull();
    expect(await storedFiles()).not.toContain(key);
    expect((await bearerGet(t.app, `/api${uploaded.fileUrl}`, me.token)).statusCode).toBe(404);

    const again = await deleteDocument(me.token, 6, 1);
    expect(again.statusCode).toBe(404);
    expect(again.json().message.code).toBe('documents.noDocument');
  });

  it("keeps each family member's documents apart from the patient's and the other members'", async () => {
    const me = await patient();
    const son = await memberOf(me.user.id, 'Son');
    const daughter = await memberOf(me.user.id, 'Daughter');
    expect((await uploadDocument(me.token, 'mine.pdf', PDF)).statusCode).toBe(200);
    expect((await uploadDocument(me.token, 'son.pdf', PDF, { member: son })).statusCode).toBe(200);

    expect((await listDocuments(me.token)).data?.emiratesIdFront?.fileName).toBe('mine.pdf');
    expect((await listDocuments(me.token, son)).data?.emiratesIdFront?.fileName).toBe('son.pdf');
    expect((await listDocuments(me.token, daughter)).data?.emiratesIdFront).toBeNull();

    expect((await deleteDocument(me.token, 1, 1, son)).statusCode).toBe(200);
    expect((await listDocuments(me.token)).data?.emiratesIdFront?.fileName).toBe('mine.pdf');
  });

  it("deleting a family member removes that member's documents and files only", async () => {
    const me = await patient();
    const member = await memberOf(me.user.id);
    const other = await memberOf(me.user.id, 'Other');
    const theirs = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'm.pdf', PDF, { member })).json(),
    ).data;
    expect((await uploadDocument(me.token, 'o.pdf', PDF, { member: other })).statusCode).toBe(200);
    expect((await uploadDocument(me.token, 'me.pdf', PDF)).statusCode).toBe(200);
    const key = new URL(theirs.fileUrl, 'http://x').searchParams.get('fileName') ?? '';
    expect(await storedFiles()).toContain(key);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api${FamilyPath.remove}?familyMemberId=${member}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(key);
    expect((await listDocuments(me.token, other)).data?.emiratesIdFront?.fileName).toBe('o.pdf');
    expect((await listDocuments(me.token)).data?.emiratesIdFront?.fileName).toBe('me.pdf');
  });

  it('deleting the account removes its documents, the family members’ included, from the storage', async () => {
    const me = await patient();
    const member = await memberOf(me.user.id);
    const mine = uploadDocumentResponse.parse((await uploadDocument(me.token, 'a.pdf', PDF)).json()).data;
    const theirs = uploadDocumentResponse.parse(
      (await uploadDocument(me.token, 'b.pdf', PDF, { member })).json(),
    ).data;
    const keys = [mine, theirs].map(
      (file) => new URL(file.fileUrl, 'http://x').searchParams.get('fileName') ?? '',
    );
    for (const key of keys) expect(await storedFiles()).toContain(key);

    const res = await post(t.app, '/api/auth/deleteaccount', undefined, {
      bearer: me.token,
      cookie: me.refresh,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(userFiles).where(eq(userFiles.userId, me.user.id))).toEqual([]);
    for (const key of keys) expect(await storedFiles()).not.toContain(key);
  });
});

describe.each([
  ['aldhannah', () => t.app],
  ['colab', () => colab],
])('IDOR in %s (SECURITY test 3)', (_brand, appOf) => {
  it("patient A cannot list, upload, delete or download B's documents or those of B's member; each try is audited", async () => {
    const app = appOf();
    const a = await patient(app);
    const b = await patient(app);
    const bMember = await memberOf(b.user.id);
    const bOwn = uploadDocumentResponse.parse(
      (await uploadDocument(b.token, 'b.pdf', PDF, { app })).json(),
    ).data;
    const bMembers = uploadDocumentResponse.parse(
      (await uploadDocument(b.token, 'member.pdf', PDF, { app, member: bMember })).json(),
    ).data;

    const list = await listDocuments(a.token, bMember, app);
    expect(list.res.statusCode).toBe(404);
    expect(list.res.json()).toEqual(NO_MEMBER);
    const upload = await uploadDocument(a.token, 'evil.pdf', PDF, { app, member: bMember });
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual(NO_MEMBER);
    const removal = await deleteDocument(a.token, 1, 1, bMember, app);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual(NO_MEMBER);
    // A member id that does not exist answers the same.
    expect((await listDocuments(a.token, 999_999, app)).res.json()).toEqual(NO_MEMBER);

    for (const file of [bOwn, bMembers]) {
      const stolen = await bearerGet(app, `/api${file.fileUrl}`, a.token);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.body).not.toContain('%PDF');
    }

    // B's documents are untouched; A's own are still empty.
    expect((await listDocuments(b.token, bMember, app)).data?.emiratesIdFront?.fileName).toBe('member.pdf');
    expect((await listDocuments(b.token, 0, app)).data?.emiratesIdFront?.fileName).toBe('b.pdf');
    expect((await listDocuments(a.token, 0, app)).data?.emiratesIdFront).toBeNull();

    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, a.user.id), eq(auditLog.action, 'authz')));
    expect(denied.map((row) => row.reason)).toEqual([
      'not_member',
      'not_member',
      'not_member',
      'not_member',
      'not_owner',
      'not_owner',
    ]);
  });
});
