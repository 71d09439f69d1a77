import { describe, expect, it } from 'vitest';
import { listTypes, validateFile } from './validateFile';

describe('validateFile', () => {
  it('accepts the spec types up to 2,048,000 bytes', () => {
    for (const name of ['report.pdf', 'letter.DOC', 'cv.docx', 'scan.jpg', 'scan.JPEG', 'id.png']) {
      expect(validateFile({ name, size: 2_048_000 })).toBeNull();
    }
  });

  it('rejects other types, including names without an extension', () => {
    expect(validateFile({ name: 'virus.exe', size: 10 })).toBe('type');
    expect(validateFile({ name: 'pdf', size: 10 })).toBe('type');
    expect(validateFile({ name: 'archive.pdf.zip', size: 10 })).toBe('type');
  });

  it('rejects files over the limit', () => {
    expect(validateFile({ name: 'big.pdf', size: 2_048_001 })).toBe('size');
  });

  it('takes other rules', () => {
    expect(validateFile({ name: 'a.csv', size: 5 }, { acceptedTypes: ['.csv'], maxSize: 4 })).toBe('size');
  });

  it('lists types the way the spec message does', () => {
    expect(listTypes(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'])).toBe('pdf, doc, docx, jpg, jpeg or png');
  });
});
