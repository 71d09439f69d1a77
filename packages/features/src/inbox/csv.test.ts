import type { InboxRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { BOM, inboxCsv, spreadsheetSafe } from './csv';

const row = (summary: string): InboxRow => ({
  kind: 'contact',
  id: 1,
  createdAt: '2026-11-26T05:00:00.000Z',
  brand: 'aldhannah',
  locationId: null,
  place: null,
  senderName: 'هدى',
  mobile: '+971501112233',
  email: 'huda@example.ae',
  summary,
  details: [],
});

describe('the inbox CSV', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+971', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
    for (const value of ['Hello', 'مرحبا', '1=1', '']) expect(spreadsheetSafe(value)).toBe(value);
  });

  it('starts with the BOM, keeps Arabic, quotes commas, quotes and line breaks', async () => {
    const csv = await inboxCsv([row('متى تفتح الصيدلية، "اليوم"?\nشكرا'), row('=HYPERLINK("x")')], {
      header: ['From', 'Message'],
      cells: (r) => [r.senderName, r.summary],
    });
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('From,Message');
    expect(csv).toContain('هدى,"متى تفتح الصيدلية، ""اليوم""?\nشكرا"');
    expect(csv).toContain(`هدى,"'=HYPERLINK(""x"")"`);
  });
});
