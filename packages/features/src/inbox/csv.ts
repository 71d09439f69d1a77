import type { InboxRow } from '@portal/contract';

/** The byte order mark: spreadsheet programs read the file as UTF-8 (Arabic intact) only with it. */
export const BOM = '\uFEFF';

/**
 * A cell as a spreadsheet program may read it: text starting with = + - @, a tab or a carriage
 * return would run as a formula, so it gets a leading apostrophe (OWASP, CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The columns' headings and each row's cells, in the reader's language. */
export interface CsvTable {
  header: readonly string[];
  cells: (row: InboxRow) => readonly string[];
}

/** The rows as CSV text with the BOM; papaparse is loaded only now, not with the screen. */
export async function inboxCsv(rows: readonly InboxRow[], table: CsvTable): Promise<string> {
  const { unparse } = await import('papaparse');
  const data = rows.map((row) => table.cells(row).map(spreadsheetSafe));
  return BOM + unparse({ fields: table.header.map(spreadsheetSafe), data }, { newline: '\r\n' });
}
