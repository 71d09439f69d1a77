/** The spec's upload rule: these extensions, at most 2,048,000 bytes. */
export const DEFAULT_FILE_TYPES: readonly string[] = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'];
export const DEFAULT_MAX_FILE_SIZE = 2_048_000;

export type FileRejectionReason = 'type' | 'size';

export interface FileRules {
  /** Allowed extensions, without the dot, any case. */
  acceptedTypes?: readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
}

/** Why a file breaks the rules (type first), or null when it is fine. Runs before any upload. */
export function validateFile(
  file: Pick<File, 'name' | 'size'>,
  { acceptedTypes = DEFAULT_FILE_TYPES, maxSize = DEFAULT_MAX_FILE_SIZE }: FileRules = {},
): FileRejectionReason | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!acceptedTypes.some((type) => type.replace(/^\./, '').toLowerCase() === extension)) return 'type';
  if (file.size > maxSize) return 'size';
  return null;
}

/** 'pdf, doc, docx, jpg, jpeg or png' */
export function listTypes(types: readonly string[], or = 'or'): string {
  if (types.length <= 1) return types.join('');
  return `${types.slice(0, -1).join(', ')} ${or} ${types[types.length - 1]}`;
}
