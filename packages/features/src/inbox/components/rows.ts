import { type InboxDetail, type InboxRow, isIsoDate, localDateTime } from '@portal/contract';
import type { Language } from '../../i18n/languages';
import { displayDate, displayDateTime, localized } from '../../shared/format';

/** A row as the list keys it: ids are per kind. */
export type ListedRow = InboxRow & { key: string };

export const listed = (rows: readonly InboxRow[]): ListedRow[] =>
  rows.map((row) => ({ ...row, key: `${row.kind}-${row.id}` }));

/** When it arrived, on the UAE wall clock. */
export const receivedAt = (row: InboxRow) => localDateTime(new Date(row.createdAt));

export const receivedText = (row: InboxRow, language: Language) => {
  const { date, time } = receivedAt(row);
  return displayDateTime(date, time, language);
};

export const placeText = (row: InboxRow, language: Language) =>
  row.place ? localized(language, row.place.en, row.place.ar) : '';

/** The words a row's details need, in the reader's language. */
export interface DetailWords {
  label: (key: InboxDetail['key']) => string;
  yes: string;
  no: string;
  /** An international enquiry's gender as the patient chose it ('male' or 'female' on the wire). */
  gender: (value: string) => string;
}

/** A detail's value as a reader sees it: dates dd/MM/yyyy, flags Yes or No. */
export function detailValue(detail: InboxDetail, words: DetailWords): string {
  if (typeof detail.value === 'boolean') return detail.value ? words.yes : words.no;
  if (detail.key === 'gender') return words.gender(detail.value);
  return isIsoDate(detail.value) ? displayDate(detail.value) : detail.value;
}

/** The row's details in a line, for the CSV. */
export const detailsLine = (row: InboxRow, words: DetailWords) =>
  row.details.map((detail) => `${words.label(detail.key)}: ${detailValue(detail, words)}`).join('; ');
