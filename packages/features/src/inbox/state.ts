import { INBOX_KINDS, type InboxKind, isIsoDate } from '@portal/contract';

/** The inbox's filters, kept in the address so a reload or a shared link keeps them. */
export interface InboxFilterState {
  kind: InboxKind | null;
  locationId: number | null;
  from: string | null;
  to: string | null;
  page: number;
}

const isKind = (value: string | null): value is InboxKind => INBOX_KINDS.some((kind) => kind === value);
const date = (value: string | null) => (value !== null && isIsoDate(value) ? value : null);
const whole = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The filters an address holds; anything unreadable is no filter. */
export function inboxFiltersOf(search: URLSearchParams): InboxFilterState {
  const kind = search.get('kind');
  return {
    kind: isKind(kind) ? kind : null,
    locationId: whole(search.get('location')),
    from: date(search.get('from')),
    to: date(search.get('to')),
    page: whole(search.get('page')) ?? 0,
  };
}

/** The address's search part for the filters (empty ones left out). */
export function inboxSearchOf(filters: InboxFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.locationId !== null) search.set('location', String(filters.locationId));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 0) search.set('page', String(filters.page));
  return search;
}
