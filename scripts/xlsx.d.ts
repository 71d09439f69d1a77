/** A cell: text is an inline string, a number a numeric cell (as Excel keeps a typed mobile number). */
export type XlsxCell = string | number;
/** A workbook of one sheet holding `rows` (the first row usually the headers). */
export declare function xlsxOf(rows: readonly (readonly XlsxCell[])[], sheetName?: string): Uint8Array;
