import { describe, expect, it } from 'vitest';
import { devLabResultRequest, markReadQuery, notificationSchema } from './notifications';

const labReport = {
  notificationId: 7,
  type: 'LABREPORT',
  promotionType: 'LABREPORT',
  link: null,
  isRead: false,
  isFamilyMember: true,
  familyMemberId: 12,
  notificationTitle: 'Lab report',
  messageTextEn: 'Ready.',
  messageTextAr: 'جاهز.',
  createdOn: '2026-11-20T08:00:00.000Z',
};

describe('notifications', () => {
  it('takes the spec’s notification, with the types and promotions it names only', () => {
    expect(notificationSchema.parse(labReport)).toEqual(labReport);
    expect(notificationSchema.safeParse({ ...labReport, type: 'SMS' }).success).toBe(false);
    expect(notificationSchema.safeParse({ ...labReport, promotionType: '2' }).success).toBe(false);
  });

  it('takes a link to open only over http or https', () => {
    const offer = { ...labReport, type: 'BROADCAST', promotionType: 'URLPROMOTION' };
    expect(notificationSchema.safeParse({ ...offer, link: 'https://example.org/offer' }).success).toBe(true);
    expect(notificationSchema.safeParse({ ...offer, link: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('reads the id of mark-read from its query, a positive whole number', () => {
    expect(markReadQuery.parse({ patientNotificationId: '42' })).toEqual({ patientNotificationId: 42 });
    for (const bad of ['0', '-1', '1.5', 'abc', undefined]) {
      expect(markReadQuery.safeParse({ patientNotificationId: bad }).success).toBe(false);
    }
  });

  it('releases a development lab result for the account holder unless a member is named', () => {
    expect(devLabResultRequest.parse({ mobile: '971507701000' })).toEqual({
      mobile: '971507701000',
      familyMemberId: 0,
    });
    expect(devLabResultRequest.safeParse({ mobile: '12' }).success).toBe(false);
  });
});
