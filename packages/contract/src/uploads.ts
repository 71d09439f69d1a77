import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from './constants';
import { RuleMessage } from './rules';

/** File types of uploads (spec section 9); the profile image takes the image types only. */
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const satisfies readonly UploadExtension[];

/** Content type each extension is served with. */
export const UPLOAD_CONTENT_TYPES: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const FILE_NAME_MAX = 255;
// Control characters, path separators and the characters Windows forbids.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]/;

/** A bare file name: no folders, no '..', no control characters, at most 255 characters. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= FILE_NAME_MAX &&
    !UNSAFE_NAME.test(name) &&
    !name.includes('..') &&
    name.trim() === name
  );
}

/** The lower-case extension after the last dot, or null when there is none. */
export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

export interface UploadCheckOptions {
  /** @default UPLOAD_EXTENSIONS */
  extensions?: readonly UploadExtension[];
  /** @default docFormatError */
  formatError?: RuleMessage;
}

/**
 * What a form can check before sending a file: its name (type, no path) and its size. The server
 * checks the same and the content's magic bytes. Null when the file may be sent.
 */
export function checkUpload(file: { name: string; size: number }, options: UploadCheckOptions = {}) {
  const extensions: readonly string[] = options.extensions ?? UPLOAD_EXTENSIONS;
  const formatError = options.formatError ?? RuleMessage.docFormatError;
  const extension = fileExtension(file.name);
  if (!isSafeFileName(file.name) || extension === null || !extensions.includes(extension)) return formatError;
  if (file.size <= 0) return formatError;
  if (file.size > UPLOAD_MAX_BYTES) return RuleMessage.docSizeError;
  return null;
}

/** checkUpload for the profile image: jpg, jpeg or png (imgFormatError), at most 2,048,000 bytes. */
export function checkProfileImage(file: { name: string; size: number }) {
  return checkUpload(file, { extensions: PROFILE_IMAGE_EXTENSIONS, formatError: RuleMessage.imgFormatError });
}

export type SniffedType = 'jpeg' | 'png' | 'pdf' | 'ole' | 'zip';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** What the first bytes say a file is, or null for anything else (SVG, executables, text...). */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const SIGNATURE_OF: Record<UploadExtension, SniffedType> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  doc: 'ole',
  docx: 'zip',
};

/** Extension and magic bytes agree (SECURITY.md uploads): a renamed file is refused. */
export function contentMatchesExtension(extension: string, bytes: Uint8Array): boolean {
  const expected = SIGNATURE_OF[extension as UploadExtension];
  return expected !== undefined && sniffFileType(bytes) === expected;
}
