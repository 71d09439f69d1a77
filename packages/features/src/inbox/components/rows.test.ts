import { describe, expect, it } from 'vitest';
import { type DetailWords, detailValue } from './rows';

const words: DetailWords = {
  label: (key) => key,
  yes: 'نعم',
  no: 'لا',
  gender: (value) => (value === 'female' ? 'أنثى' : value),
};

describe('a detail as the reader sees it', () => {
  it('shows flags as Yes or No, dates as dd/MM/yyyy, gender in the language on show, the rest as sent', () => {
    expect(detailValue({ key: 'replyByEmail', value: true }, words)).toBe('نعم');
    expect(detailValue({ key: 'replyByMobile', value: false }, words)).toBe('لا');
    expect(detailValue({ key: 'travelDate', value: '2026-12-01' }, words)).toBe('01/12/2026');
    expect(detailValue({ key: 'gender', value: 'female' }, words)).toBe('أنثى');
    expect(detailValue({ key: 'complaintNumber', value: 'CMP-2026-000001' }, words)).toBe('CMP-2026-000001');
  });
});
