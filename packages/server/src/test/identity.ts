/**
 * Test support for the identity and account routes (not a test file): registration steps, the
 * password calls, bearer requests and multipart bodies, all through app.inject.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Credentials, outbox, post } from './harness';

let nextMobile = 0;
const mobileBase = 10_000 + Math.floor(Math.random() * 80_000);

/** A mobile nobody has registered: 58 + random base + counter (9 digits). */
export function freshMobile(): string {
  nextMobile += 1;
  return `58${mobileBase}${String(nextMobile).padStart(2, '0')}`;
}

/** An Emirates ID for a birth year: 784 + year + 8 random digits. */
export function emiratesId(year: number | string, dashed = false): string {
  const rest = String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0');
  return dashed ? `784-${year}-${rest.slice(0, 7)}-${rest.slice(7)}` : `784${year}${rest}`;
}

export interface Prospect {
  callingCode: string;
  mobile: string;
  dateOfBirth: string;
  documentTypeId: number;
  documentId: string;
}

export function newProspect(overrides: Partial<Prospect> = {}): Prospect {
  const dateOfBirth = overrides.dateOfBirth ?? '1994-07-21';
  return {
    callingCode: '971',
    mobile: freshMobile(),
    dateOfBirth,
    documentTypeId: 1,
    documentId: emiratesId(dateOfBirth.slice(0, 4)),
    ...overrides,
  };
}

type Options = { ip?: string; cookie?: string; bearer?: string };

export function identifyRegistration(
  app: FastifyInstance,
  prospect: Prospect,
  extra: Record<string, unknown> = {},
  options: Options = {},
) {
  return post(app, '/api/auth/identify', { ...prospect, isInvokedForLogin: false, ...extra }, options);
}

export function verifyRegistration(app: FastifyInstance, referenceId: string, otp: string) {
  return post(app, '/api/auth/verifyotpforregistration', { referenceId, otp });
}

export const SIGN_UP = {
  firstName: 'Noura',
  lastName: 'Al Ketbi',
  email: 'noura@example.com',
  genderId: 2,
  countryId: 1,
  password: 'Sign@2026up',
};

export function signUpBody(prospect: Prospect, referenceId: string, otp: string, overrides = {}) {
  return { ...SIGN_UP, ...prospect, referenceId, otp, ...overrides };
}

export function register(app: FastifyInstance, body: Record<string, unknown>, options: Options = {}) {
  return post(app, '/api/user/register', body, options);
}

/** The newest code the development outbox shows for a number. */
export async function codeFor(app: FastifyInstance, who: { callingCode: string; mobile: string }) {
  const [message] = await outbox(app, who);
  if (!message?.code) throw new Error(`no code in the outbox for ${who.mobile}`);
  return message.code;
}

/** identify (registration) and verify: answers the reference and the code that verified it. */
export async function verifiedProspect(app: FastifyInstance, prospect: Prospect) {
  const identified = await identifyRegistration(app, prospect);
  if (identified.statusCode !== 200) throw new Error(`identify answered ${identified.body}`);
  const referenceId = identified.json().data.referenceId as string;
  const otp = await codeFor(app, prospect);
  const verified = await verifyRegistration(app, referenceId, otp);
  if (verified.json().data?.validOtp !== true) throw new Error(`verify answered ${verified.body}`);
  return { referenceId, otp };
}

export function sendOtpForPassword(
  app: FastifyInstance,
  user: Credentials,
  dateOfBirth: string,
  options = {},
) {
  return post(
    app,
    '/api/user/sendotpforpassword',
    { callingCode: user.callingCode, mobile: user.mobile, dateOfBirth },
    options,
  );
}

export function resetPassword(app: FastifyInstance, user: Credentials, otp: string, newPassword: string) {
  return post(app, '/api/user/resetpassword', {
    callingCode: user.callingCode,
    mobile: user.mobile,
    otp,
    newPassword,
  });
}

export function bearerGet(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function bearerSend(
  app: FastifyInstance,
  method: 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string | undefined,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const refresh = (app: FastifyInstance, cookie: string) =>
  post(app, '/api/auth/refreshtoken', {}, { cookie });

/** A multipart/form-data body with one file part, built by hand so the file name goes as written. */
export function multipartBody(
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer,
  type?: string,
) {
  const body = multipartBody(fileName, content, type);
  return app.inject({
    method: 'POST',
    url: '/api/user/uploadprofileimage',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG signature padded to `size` bytes: enough for the magic-byte check. */
export function pngOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0);
  PNG_SIGNATURE.copy(buffer);
  return buffer;
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(120, 1)]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
