import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_MAX, INBOX_PAGE_SIZE, inboxFilters, inboxListRequest } from './inbox';

describe('inbox filters (GET /inbox/messages and /inbox/export)', () => {
  it('takes the query string: numbers as text, a page of 20 by default, at most 50', () => {
    expect(inboxListRequest.parse({})).toEqual({ skip: 0, take: INBOX_PAGE_SIZE });
    expect(inboxListRequest.parse({ skip: '40', take: '500', locationId: '3', kind: 'complaint' })).toEqual({
      skip: 40,
      take: INBOX_PAGE_MAX,
      locationId: 3,
      kind: 'complaint',
    });
    expect(inboxListRequest.parse({ take: '0' }).take).toBe(1);
  });

  it('refuses an unknown kind, a day that does not exist and a negative or non-numeric number', () => {
    expect(inboxFilters.safeParse({ kind: 'letters' }).success).toBe(false);
    expect(inboxFilters.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(inboxFilters.safeParse({ to: '02/03/2026' }).success).toBe(false);
    expect(inboxFilters.safeParse({ locationId: 'abc' }).success).toBe(false);
    expect(inboxListRequest.safeParse({ skip: '-1' }).success).toBe(false);
    expect(inboxFilters.parse({ from: '2026-02-28', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
    });
  });
});
