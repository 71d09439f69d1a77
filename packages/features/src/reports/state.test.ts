import { describe, expect, it } from 'vitest';
import { readLabReportsState } from './state';

describe('readLabReportsState', () => {
  it('reads a notification’s family member', () => {
    expect(readLabReportsState({ fromNotification: true, familyMemberId: 12 })).toEqual({
      fromNotification: true,
      familyMemberId: 12,
    });
    expect(readLabReportsState({ familyMemberId: 0 })).toEqual({
      fromNotification: false,
      familyMemberId: 0,
    });
  });

  it('ignores what is not a family member id (a reload, a typed address, another screen’s state)', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { familyMemberId: '12' },
      { familyMemberId: -1 },
      { familyMemberId: 1.5 },
    ]) {
      expect(readLabReportsState(state)).toBeNull();
    }
  });
});
