import { BROADCAST_MOBILE_LIST_MAX, recipientRows } from '@portal/contract';

/** What a chosen recipients file gave. */
export type RecipientFileResult =
  /** Every row passed the rule: the MobileList to publish with ('code-number' entries). */
  | { kind: 'ok'; mobileList: string[] }
  /** Not a .xlsx or .csv file: 'Please select xlsx file.' */
  | { kind: 'notXlsx' }
  /**
   * Empty, unreadable, without the two headings, too long, or rows that break the rule:
   * 'Invalid/Empty file, please upload a correct file.' badRows: the bad rows' numbers as the
   * spreadsheet shows them (the headings are row 1).
   */
  | { kind: 'invalid'; badRows: number[] };

/** The recipients file's kinds: .xlsx (spec section 5) and .csv, by the name's extension. */
export function recipientFileKind(name: string): 'xlsx' | 'csv' | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return extension === 'xlsx' || extension === 'csv' ? extension : null;
}

/** A .xlsx file is a zip: its first bytes are a local file header ('PK', 3, 4). */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A cell as text: a mobile typed as a number is its digits; an empty cell is ''. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell);
}

const INVALID: RecipientFileResult = { kind: 'invalid', badRows: [] };

/** Most bytes a workbook may unpack to (its parts' declared sizes): a zip bomb is refused unread. */
export const RECIPIENTS_UNZIPPED_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The workbook with its parts stored rather than deflated. read-excel-file inflates a large part
 * with fflate's asynchronous inflater, which starts workers from blob: addresses that the portal's
 * Content Security Policy refuses; stored parts are read in this thread (this worker) instead. The
 * unpacking is bounded here, part sizes declared in the archive counted before anything inflates.
 */
async function storedWorkbook(bytes: Uint8Array): Promise<Uint8Array> {
  const { unzipSync, zipSync } = await import('fflate');
  let unpacked = 0;
  const parts = unzipSync(bytes, {
    filter: (part) => {
      unpacked += part.originalSize;
      if (unpacked > RECIPIENTS_UNZIPPED_MAX_BYTES) throw new Error('The workbook unpacks too large');
      return true;
    },
  });
  return zipSync(parts, { level: 0 });
}

async function sheetOf(kind: 'xlsx' | 'csv', bytes: Uint8Array): Promise<unknown[][] | null> {
  if (kind === 'xlsx') {
    if (!isZip(bytes)) return null;
    const workbook = await storedWorkbook(bytes);
    // The web-worker entry reads in the calling thread: this runs inside recipients.worker.ts.
    const { readSheet } = await import('read-excel-file/web-worker');
    return readSheet(workbook.buffer as ArrayBuffer);
  }
  const { default: Papa } = await import('papaparse');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
}

/**
 * Reads a recipients file (spec section 5, Excel upload) and checks every row with the contract's
 * rule, the one the server applies to the published list. The cells are data: text and numbers
 * only, never formulas run or objects built from headings.
 */
export async function readRecipientFile(name: string, bytes: Uint8Array): Promise<RecipientFileResult> {
  const kind = recipientFileKind(name);
  if (kind === null) return { kind: 'notXlsx' };
  let sheet: unknown[][] | null;
  try {
    sheet = await sheetOf(kind, bytes);
  } catch {
    return INVALID;
  }
  if (sheet === null || sheet.length > BROADCAST_MOBILE_LIST_MAX + 1) return INVALID;
  const rows = recipientRows(sheet.map((row) => row.map(cellText)));
  if (rows.ok) return { kind: 'ok', mobileList: rows.mobileList };
  return { kind: 'invalid', badRows: rows.badRows.map((row) => row + 1) };
}
