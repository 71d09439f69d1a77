import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type LabOrder,
  labReportPdfBody,
  labReportPdfRequest,
  labReportsRequest,
  lastVisitDateIssue,
  oldReportRequest,
  ReportPeriod,
  ReportsMessages,
  reportPassword,
  reportPeriodRange,
} from './reports';

describe('reportPassword', () => {
  it('takes the first 4 letters of the first name in capitals and the date of birth as DDMMYYYY', () => {
    expect(reportPassword('Aisha', '1988-04-12')).toBe('AISH12041988');
    expect(reportPassword('mariam', '2012-11-03')).toBe('MARI03112012');
  });

  it('uses what a shorter name has', () => {
    expect(reportPassword('Li', '2014-03-09')).toBe('LI09032014');
    expect(reportPassword('Bo', '2000-01-01')).toBe('BO01012000');
  });

  it('skips anything that is not a letter A to Z', () => {
    expect(reportPassword("Al-'Noor", '1999-12-31')).toBe('ALNO31121999');
    expect(reportPassword(' J o', '1999-12-31')).toBe('JO31121999');
    expect(reportPassword('سارة', '2010-06-15')).toBe('15062010');
  });

  it('refuses a date of birth that is not ISO', () => {
    expect(() => reportPassword('Aisha', '12/04/1988')).toThrow();
  });
});

describe('reportPeriodRange', () => {
  it('Current is the last 30 days up to today', () => {
    expect(reportPeriodRange(ReportPeriod.Current, '2026-03-31')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('Past runs from 6 months back to the day before Current, without overlap or gap', () => {
    const today = '2026-03-31';
    const past = reportPeriodRange(ReportPeriod.Past, today);
    expect(past).toEqual({ startDate: '2025-09-30', endDate: '2026-02-28' });
  });

  it('crosses a year and a leap day', () => {
    expect(reportPeriodRange(ReportPeriod.Current, '2028-03-01').startDate).toBe('2028-01-31');
    expect(reportPeriodRange(ReportPeriod.Past, '2028-08-31').startDate).toBe('2028-02-29');
  });
});

describe('addMonths', () => {
  it('keeps the day or takes the last of a shorter month', () => {
    expect(addMonths('2026-05-15', -6)).toBe('2025-11-15');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-12-10', 1)).toBe('2026-01-10');
  });
});

describe('lastVisitDateIssue', () => {
  const today = '2026-03-03';

  it('takes today and earlier days', () => {
    expect(lastVisitDateIssue('2026-03-03', today)).toBeNull();
    expect(lastVisitDateIssue('2019-01-20', today)).toBeNull();
  });

  it('refuses a future day with Date Range Error', () => {
    expect(lastVisitDateIssue('2026-03-04', today)).toBe(ReportsMessages.dateRangeError);
    expect(ReportsMessages.dateRangeError.text).toBe('Date Range Error');
  });

  it('refuses what is not a real ISO day with Date Format Error', () => {
    for (const value of ['03/03/2026', '2026-02-29', '2026-3-3', 'yesterday']) {
      expect(lastVisitDateIssue(value, today)).toBe(ReportsMessages.dateFormatError);
    }
    expect(ReportsMessages.dateFormatError.text).toBe('Date Format Error');
  });
});

describe('requests', () => {
  it('the list takes self by default and a tab', () => {
    expect(labReportsRequest.parse({ period: 'past' })).toEqual({ familyMemberId: 0, period: 'past' });
    expect(labReportsRequest.safeParse({ period: 'all' }).success).toBe(false);
    expect(labReportsRequest.safeParse({ period: 'current', docType: 'XRAY' }).success).toBe(false);
  });

  it('the PDF body is built from an order and has no way to skip protection', () => {
    const order: LabOrder = {
      docNumber: 'LAB-1001',
      orderDate: '2026-03-01',
      docType: 'LAB',
      facilityId: 'AD10',
      testNames: ['HbA1c'],
      testNames_ar: ['الهيموغلوبين السكري'],
      reportDetails: {
        docNumberRef: 'REF-1',
        docNumber: 'LAB-1001',
        docPart: 1,
        docType: 'LAB',
        docVersion: 2,
        facilityId: 'AD10',
        patientId: 'P1',
      },
    };
    const body = labReportPdfBody(order, 4, 'ar');
    const parsed = labReportPdfRequest.parse({ ...body, skipPasswordProtection: true });
    expect(parsed).toEqual({
      familyMemberId: 4,
      documentNumberRef: 'REF-1',
      documentNumber: 'LAB-1001',
      documentPart: 1,
      documentType: 'LAB',
      documentVersion: 2,
      facilityId: 'AD10',
      lang: 'ar',
    });
  });

  it('the old report request needs a type and a date', () => {
    expect(oldReportRequest.safeParse({ reportType: 'RBF', lastVisitDate: '2025-01-01' }).success).toBe(true);
    expect(oldReportRequest.safeParse({ reportType: 'RBF', lastVisitDate: '' }).success).toBe(false);
    expect(oldReportRequest.safeParse({ reportType: 'CT', lastVisitDate: '2025-01-01' }).success).toBe(false);
  });
});
