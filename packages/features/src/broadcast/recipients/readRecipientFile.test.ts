import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BROADCAST_MOBILE_LIST_MAX, Messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { type XlsxCell, xlsxOf } from '../../test-utils/xlsx';
import { RECIPIENTS_UNZIPPED_MAX_BYTES, readRecipientFile, recipientFileKind } from './readRecipientFile';

const HEADINGS = ['Country Code', 'Mobile No'];
const xlsx = (...rows: XlsxCell[][]) => readRecipientFile('recipients.xlsx', xlsxOf(rows));
const csv = (text: string) => readRecipientFile('recipients.csv', new TextEncoder().encode(text));

describe('readRecipientFile: the recipients spreadsheet (spec section 5, Excel upload)', () => {
  it('gives each row as a code-number entry, text or numeric cells alike', async () => {
    expect(await xlsx(HEADINGS, ['971', '501234567'], ['+971', '0501234567'], [971, 50123456])).toEqual({
      kind: 'ok',
      mobileList: ['971-501234567', '971-0501234567', '971-50123456'],
    });
  });

  it('takes the headings in any order beside other columns, and skips empty rows', async () => {
    expect(
      await xlsx(
        ['Name', 'Mobile No', 'Country Code'],
        ['Aisha', '501234567', '971'],
        [],
        ['', '', ''],
        ['Omar', '0509876543', '966'],
      ),
    ).toEqual({ kind: 'ok', mobileList: ['971-501234567', '966-0509876543'] });
  });

  it('keeps the row boundaries: 8 to 10 digits, 7 to 14 characters in all', async () => {
    const ok = async (code: string, mobile: string) => (await xlsx(HEADINGS, [code, mobile])).kind;
    expect(await ok('1', '12345678')).toBe('ok'); // the shortest entry: 10 characters
    expect(await ok('971', '1234567')).toBe('invalid'); // 7 digits
    expect(await ok('971', '12345678')).toBe('ok'); // 8 digits, 12 characters
    expect(await ok('971', '1234567890')).toBe('ok'); // 10 digits, 14 characters
    expect(await ok('971', '12345678901')).toBe('invalid'); // 11 digits
    expect(await ok('9715', '1234567890')).toBe('invalid'); // 15 characters
    expect(await ok('', '501234567')).toBe('invalid');
    expect(await ok('971', '50-123456')).toBe('invalid');
  });

  it('names every bad row as the spreadsheet numbers it (the headings are row 1)', async () => {
    expect(
      await xlsx(
        HEADINGS,
        ['971', '501234567'],
        ['971', '12'],
        [],
        ['971', '501234567'],
        ['abc', '501234567'],
      ),
    ).toEqual({ kind: 'invalid', badRows: [3, 6] });
  });

  it('refuses a file without both headings, or with headings only', async () => {
    expect(await xlsx(['Country code', 'Mobile'], ['971', '501234567'])).toEqual({
      kind: 'invalid',
      badRows: [],
    });
    expect(await xlsx(['Mobile No'], ['501234567'])).toEqual({ kind: 'invalid', badRows: [] });
    expect(await xlsx(HEADINGS)).toEqual({ kind: 'invalid', badRows: [] });
    expect(await xlsx()).toEqual({ kind: 'invalid', badRows: [] });
  });

  it('refuses bytes that are not a workbook, and a list over the most one broadcast takes', async () => {
    const renamed = new TextEncoder().encode('Country Code,Mobile No\n971,501234567\n');
    expect(await readRecipientFile('recipients.xlsx', renamed)).toEqual({ kind: 'invalid', badRows: [] });
    expect(await readRecipientFile('recipients.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toEqual({
      kind: 'invalid',
      badRows: [],
    });
    const long = Array.from({ length: BROADCAST_MOBILE_LIST_MAX + 1 }, () => ['971', '501234567']);
    expect(await csv([HEADINGS.join(','), ...long.map((row) => row.join(','))].join('\n'))).toEqual({
      kind: 'invalid',
      badRows: [],
    });
  });

  it('takes only .xlsx and .csv names (anything else: "Please select xlsx file.")', async () => {
    expect(recipientFileKind('list.XLSX')).toBe('xlsx');
    expect(recipientFileKind('list.csv')).toBe('csv');
    expect(recipientFileKind('list.xls')).toBeNull();
    expect(recipientFileKind('xlsx')).toBeNull();
    expect(await readRecipientFile('list.xls', xlsxOf([HEADINGS, ['971', '501234567']]))).toEqual({
      kind: 'notXlsx',
    });
    expect(Messages.broadcast.xlsxOnly.text).toBe('Please select xlsx file.');
  });

  it('reads a CSV the same way (papaparse), quoted cells and a BOM included', async () => {
    expect(await csv('\uFEFFCountry Code,Mobile No\r\n"971","0501234567"\r\n\r\n966,501234567\r\n')).toEqual({
      kind: 'ok',
      mobileList: ['971-0501234567', '966-501234567'],
    });
    expect(await csv('Country Code,Mobile No\n971,501234567\n971,5012\n')).toEqual({
      kind: 'invalid',
      badRows: [3],
    });
    expect(await csv('')).toEqual({ kind: 'invalid', badRows: [] });
  });

  it('cannot pollute Object.prototype through headings or cells', async () => {
    await xlsx(
      ['__proto__', 'Country Code', 'Mobile No', 'constructor'],
      ['{"polluted":1}', '971', '501234567', 'x'],
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads the two sample files the dialog offers as valid lists under the two headings', async () => {
    const sample = (name: string) =>
      new Uint8Array(readFileSync(path.join(import.meta.dirname, '../assets', name)));
    const expected = { kind: 'ok', mobileList: ['971-501234567', '971-0509876543'] };
    expect(await readRecipientFile('recipients-sample.xlsx', sample('recipients-sample.xlsx'))).toEqual(
      expected,
    );
    expect(await readRecipientFile('recipients-sample.csv', sample('recipients-sample.csv'))).toEqual(
      expected,
    );
  });

  it('refuses a workbook that unpacks larger than the bound (a zip bomb) without reading it', async () => {
    const bomb = xlsxOf([HEADINGS, ['971', '501234567'], ['x'.repeat(RECIPIENTS_UNZIPPED_MAX_BYTES), '']]);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await readRecipientFile('bomb.xlsx', bomb)).toEqual({ kind: 'invalid', badRows: [] });
  });
});
