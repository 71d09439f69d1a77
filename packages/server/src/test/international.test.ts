/**
 * International patients (spec sections 2, 3 and 5): the enquiry with its attached document, every
 * rule of section 5 and the documents upload's file checks on the server; a refusal stores neither
 * a row nor a file. The information page is one of the content service's pages, per brand and
 * language.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { enquiryResponse, InternationalText, ruleMessageText } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, internationalEnquiries } from '../db/schema';
import { createTestApp, createUser, post, signIn, TEST_FILES_DIR, useTestApp } from './harness';
import { bearerGet, JPEG, pngOfSize, SVG } from './identity';

const t = useTestApp();
let colab: FastifyInstance;
beforeAll(async () => {
  colab = (
    await createTestApp(t.database, { clock: t.clock, site: { id: 'colab', name: 'Colab', distDir: null } })
  ).app;
  return () => colab.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64), Buffer.from('\n%%EOF\n')]);

/** The test clock's day in the UAE is 2026-03-02. */
const GOOD = {
  fullName: 'Amina Yusuf Okafor',
  gender: 'female',
  mobile: '8031234567',
  email: 'amina.okafor@example.com',
  travelDate: '2026-03-02',
  comment: 'I would like a second opinion on my knee surgery.\nMy MRI report is attached.',
};

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer } | null) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(
  token: string | undefined,
  fields: Record<string, string> = GOOD,
  file: { name: string; content: Buffer } | null = { name: 'mri report.pdf', content: PDF },
  app: FastifyInstance = t.app,
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/user/internationalenquiry',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

async function patient(app: FastifyInstance = t.app) {
  const user = await createUser(t.db);
  return { user, token: (await signIn(app, user)).token };
}

const storedFiles = async () => readdir(TEST_FILES_DIR).catch(() => [] as string[]);
const enquiriesOf = (userId: number) =>
  t.db.select().from(internationalEnquiries).where(eq(internationalEnquiries.userId, userId));

const ruleRefusal = (key: keyof typeof ruleMessageText) => ({
  message: { status: 'BadRequest', message: [ruleMessageText[key]], code: `rule.${key}` },
  data: null,
});
const refusal = (key: keyof typeof InternationalText) => ({
  message: { status: 'BadRequest', message: [InternationalText[key]], code: `international.${key}` },
  data: null,
});

describe('POST /api/user/internationalenquiry', () => {
  it('stores the enquiry and its document, and answers the confirmation', async () => {
    const me = await patient();
    const before = await storedFiles();
    const res = await send(me.token);
    expect(res.statusCode).toBe(200);
    const body = enquiryResponse.parse(res.json());
    expect(body.message).toEqual({
      status: 'Success',
      message: [InternationalText.enquirySent],
      code: 'international.enquirySent',
    });
    const rows = await enquiriesOf(me.user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: body.data?.enquiryId,
      fullName: GOOD.fullName,
      gender: 'female',
      mobile: GOOD.mobile,
      email: GOOD.email,
      travelDate: '2026-03-02',
      comment: GOOD.comment,
      originalName: 'mri report.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    // Stored under a random name, with the bytes sent.
    expect(row?.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([row?.fileName]);
    expect(await readFile(path.join(TEST_FILES_DIR, row?.fileName ?? ''))).toEqual(PDF);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'international.enquiry'))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();
  });

  it('takes jpg, jpeg, png, doc and docx too, and a comment of 400 letters in Arabic', async () => {
    const me = await patient();
    const arabic = 'ع'.repeat(400);
    expect(
      (await send(me.token, { ...GOOD, comment: arabic }, { name: 'scan.png', content: pngOfSize(500) }))
        .statusCode,
    ).toBe(200);
    expect((await send(me.token, GOOD, { name: 'photo.JPG', content: JPEG })).statusCode).toBe(200);
    const rows = await enquiriesOf(me.user.id);
    expect(rows.map((row) => row.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
    expect(rows.find((row) => row.contentType === 'image/png')?.comment).toBe(arabic);
  });

  it('keeps the enquiry for the brand whose site it came from', async () => {
    const me = await patient(colab);
    expect((await send(me.token, GOOD, { name: 'mri report.pdf', content: PDF }, colab)).statusCode).toBe(
      200,
    );
    expect((await enquiriesOf(me.user.id))[0]?.brand).toBe('colab');
  });

  it('refuses anyone not signed in, storing nothing', async () => {
    const before = await storedFiles();
    const res = await send(undefined);
    expect(res.statusCode).toBe(401);
    const forged = await send('not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  const fieldCases: [string, Record<string, string>, object][] = [
    ['an empty full name', { ...GOOD, fullName: '  ' }, ruleRefusal('allFieldsRequired')],
    ['a missing gender', { ...GOOD, gender: '' }, ruleRefusal('allFieldsRequired')],
    ['a gender not offered', { ...GOOD, gender: 'x' }, ruleRefusal('allFieldsRequired')],
    ['an empty comment', { ...GOOD, comment: '' }, ruleRefusal('allFieldsRequired')],
    ['a full name over 100', { ...GOOD, fullName: 'A'.repeat(101) }, refusal('fullNameError')],
    [
      'a full name with a direction control',
      { ...GOOD, fullName: 'Amina\u202eOkafor' },
      refusal('fullNameError'),
    ],
    ['a mobile of 11 digits', { ...GOOD, mobile: '80312345678' }, refusal('mobileError')],
    ['a mobile of 7 digits', { ...GOOD, mobile: '8031234' }, refusal('mobileError')],
    ['a mobile with letters', { ...GOOD, mobile: '80312345a' }, refusal('mobileError')],
    ['a bad e-mail', { ...GOOD, email: 'amina@' }, ruleRefusal('emailValidError')],
    [
      'a travel date as typed on screen',
      { ...GOOD, travelDate: '02/03/2026' },
      refusal('travelDateFormatError'),
    ],
    [
      'a travel date that does not exist',
      { ...GOOD, travelDate: '2026-02-30' },
      refusal('travelDateFormatError'),
    ],
    ['a travel date before today', { ...GOOD, travelDate: '2026-03-01' }, refusal('travelDateRangeError')],
    ['a comment of 401 letters', { ...GOOD, comment: 'a'.repeat(401) }, refusal('commentLengthError')],
    [
      'a comment with a control character',
      { ...GOOD, comment: 'knee\u0000' },
      ruleRefusal('controlCharError'),
    ],
  ];
  it.each(fieldCases)('refuses %s, storing nothing', async (_name, fields, expected) => {
    const me = await patient();
    const before = await storedFiles();
    const res = await send(me.token, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await enquiriesOf(me.user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  const fileCases: [string, { name: string; content: Buffer } | null, object][] = [
    ['no document', null, ruleRefusal('allFieldsRequired')],
    ['an SVG', { name: 'scan.svg', content: SVG }, ruleRefusal('docFormatError')],
    ['a text file', { name: 'notes.txt', content: Buffer.from('hello') }, ruleRefusal('docFormatError')],
    ['a PNG named .pdf', { name: 'report.pdf', content: pngOfSize(200) }, ruleRefusal('docFormatError')],
    ['an empty PDF', { name: 'report.pdf', content: Buffer.alloc(0) }, ruleRefusal('docFormatError')],
    ['a path for a name', { name: '../report.pdf', content: PDF }, ruleRefusal('docFormatError')],
    [
      'a file over 2,048,000 bytes',
      { name: 'big.png', content: pngOfSize(2_048_001) },
      ruleRefusal('docSizeError'),
    ],
  ];
  it.each(fileCases)('refuses %s, storing nothing', async (_name, file, expected) => {
    const me = await patient();
    const before = await storedFiles();
    const res = await send(me.token, GOOD, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await enquiriesOf(me.user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a file of exactly 2,048,000 bytes', async () => {
    const me = await patient();
    expect((await send(me.token, GOOD, { name: 'big.png', content: pngOfSize(2_048_000) })).statusCode).toBe(
      200,
    );
  });

  it('goes with the account: the rows and their files', async () => {
    const me = await patient();
    expect((await send(me.token)).statusCode).toBe(200);
    const [row] = await enquiriesOf(me.user.id);
    expect(await storedFiles()).toContain(row?.fileName);
    const res = await post(t.app, '/api/auth/deleteaccount', undefined, { bearer: me.token });
    expect(res.statusCode).toBe(200);
    expect(await enquiriesOf(me.user.id)).toEqual([]);
    expect(await storedFiles()).not.toContain(row?.fileName);
  });
});

describe('the international patients page', () => {
  it.each([
    ['aldhannah', 'en', 'International Patients', 'Al Dhannah Hospital'],
    ['aldhannah', 'ar', 'المرضى الدوليون', 'مستشفى الظنة'],
    ['colab', 'en', 'International Patients', 'Colab Medical Centre'],
    ['colab', 'ar', 'المرضى الدوليون', 'مركز كولاب الطبي'],
  ])('is served for %s in %s', async (brand, lang, title, hospital) => {
    const res = await bearerGet(
      t.app,
      `/api/content/page?brandName=${brand}&slug=international-patients&lang=${lang}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().data.data;
    expect(page.page_title).toBe(title);
    expect(page.page_text).toContain(hospital);
  });
});
