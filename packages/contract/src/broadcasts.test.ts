import { describe, expect, it } from 'vitest';
import {
  BroadcastMessages,
  badEntries,
  broadcastRequest,
  decodeUrlPath,
  encodeUrlPath,
  isBroadcastUrl,
  isCodeNumberLength,
  isMobileListEntry,
  mobileListEntry,
  recipientRows,
} from './broadcasts';

describe("a recipients list entry ('code-number', spec section 5)", () => {
  it('takes a mobile of 8, 9 or 10 digits and nothing shorter or longer', () => {
    expect(isMobileListEntry('971-50123456')).toBe(true);
    expect(isMobileListEntry('971-501234567')).toBe(true);
    expect(isMobileListEntry('971-0501234567')).toBe(true);
    expect(isMobileListEntry('971-5012345')).toBe(false);
    expect(isMobileListEntry('971-05012345678')).toBe(false);
  });

  it('counts 7 to 14 characters for the whole entry', () => {
    expect(isCodeNumberLength('1-23456')).toBe(true);
    expect(isCodeNumberLength('1-2345')).toBe(false);
    expect(isCodeNumberLength('971-0501234567')).toBe(true);
    expect(isCodeNumberLength('9715-0501234567')).toBe(false);
    expect(isMobileListEntry('971-0501234567')).toBe(true);
    expect(isMobileListEntry('9715-0501234567')).toBe(false);
    expect(isMobileListEntry('1-50123456')).toBe(true);
  });

  it('refuses letters, spaces, a missing part and a second dash', () => {
    for (const entry of [
      '971-50123456a',
      '971 -501234567',
      '-501234567',
      '971-',
      '971501234567',
      '97-1-50123456',
      '+971-501234567',
    ]) {
      expect(isMobileListEntry(entry), entry).toBe(false);
    }
  });

  it("builds an entry from a row's cells, dropping a '+' and spaces around", () => {
    expect(mobileListEntry(' +971 ', ' 501234567 ')).toBe('971-501234567');
    expect(mobileListEntry('971', '5012345')).toBeNull();
    expect(mobileListEntry('', '501234567')).toBeNull();
  });

  it('names the 1-based positions of bad entries', () => {
    expect(badEntries(['971-501234567', 'x', '971-50123456', '971-1'])).toEqual([2, 4]);
  });
});

describe('a parsed recipients file', () => {
  it('finds the two headings in any order and skips empty rows', () => {
    expect(
      recipientRows([
        ['Name', 'Mobile No', 'Country Code'],
        ['Aisha', '501234567', '971'],
        ['', '', ''],
        ['Omar', '0502345678', '+971'],
      ]),
    ).toEqual({ ok: true, mobileList: ['971-501234567', '971-0502345678'] });
  });

  it('refuses a file without the headings, without rows, or with a bad row (naming every bad row)', () => {
    expect(
      recipientRows([
        ['Mobile', 'Code'],
        ['501234567', '971'],
      ]),
    ).toEqual({ ok: false, badRows: [] });
    expect(recipientRows([['Country Code', 'Mobile No']])).toEqual({ ok: false, badRows: [] });
    expect(recipientRows([])).toEqual({ ok: false, badRows: [] });
    expect(
      recipientRows([
        ['Country Code', 'Mobile No'],
        ['971', '501234567'],
        ['971', '5012'],
        ['971', ''],
      ]),
    ).toEqual({ ok: false, badRows: [2, 3] });
  });
});

describe('the URL of a broadcast (InURLPath)', () => {
  it('travels as base64 of its UTF-8 bytes, both ways', () => {
    const url = 'https://colab.ae/offers?x=1&عرض=2';
    // What Buffer.from(url, 'utf8').toString('base64') gives.
    expect(encodeUrlPath(url)).toBe('aHR0cHM6Ly9jb2xhYi5hZS9vZmZlcnM/eD0xJti52LHYtj0y');
    expect(decodeUrlPath(encodeUrlPath(url))).toBe(url);
    for (const text of ['a', 'ab', 'abc', 'abcd']) expect(decodeUrlPath(encodeUrlPath(text))).toBe(text);
  });

  it('is refused when it is not base64 of UTF-8 text', () => {
    expect(decodeUrlPath('not base64!')).toBeNull();
    expect(decodeUrlPath('////')).toBeNull();
  });

  it('begins with http or https and names a host', () => {
    expect(isBroadcastUrl('https://colab.ae/offers')).toBe(true);
    expect(isBroadcastUrl('http://aldhannah.ae:8080/a?b=c#d')).toBe(true);
    for (const url of [
      '',
      'colab.ae',
      'ftp://colab.ae',
      'javascript:alert(1)',
      'https://',
      'https://a b.ae',
      'https://colab.ae/\u202e',
    ]) {
      expect(isBroadcastUrl(url), url).toBe(false);
    }
  });
});

describe('the publish payload', () => {
  const good = {
    FacilityId: 'All',
    NotificationType: 2,
    InURLPath: encodeUrlPath('https://colab.ae'),
    NotificationText: 'Flu shots this week',
    NotificationTitle: 'Flu season',
    FromDate: '2026-11-26',
    ToDate: '2026-11-30',
  };
  const codesOf = (body: Record<string, unknown>) => {
    const result = broadcastRequest.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a title of 30 characters and a message of 120', () => {
    expect(
      codesOf({ ...good, NotificationTitle: 'T'.repeat(30), NotificationText: 'M'.repeat(120) }),
    ).toEqual([]);
  });

  it('refuses each broken field with its message code', () => {
    expect(codesOf({ ...good, NotificationTitle: '  ' })).toEqual([BroadcastMessages.titleRequired.code]);
    expect(codesOf({ ...good, NotificationTitle: 'T'.repeat(31) })).toEqual([
      BroadcastMessages.titleRequired.code,
    ]);
    expect(codesOf({ ...good, NotificationText: 'M'.repeat(121) })).toEqual([
      BroadcastMessages.messageRequired.code,
    ]);
    expect(codesOf({ ...good, InURLPath: encodeUrlPath('www.colab.ae') })).toEqual([
      BroadcastMessages.urlInvalid.code,
    ]);
    expect(codesOf({ ...good, ToDate: '2026-11-25' })).toEqual([BroadcastMessages.dateInvalid.code]);
    expect(codesOf({ ...good, FromDate: '26/11/2026' })).toContain(BroadcastMessages.dateInvalid.code);
    expect(codesOf({ ...good, NotificationType: 1 })).not.toEqual([]);
  });
});
