import { describe, expect, it } from 'vitest';
import { avatarName, displayDateTime, displayTime } from './format';

describe('format', () => {
  it('shows times as the slot text in English and with ص/م in Arabic', () => {
    expect(displayTime('09:15', 'en')).toBe('09:15 AM');
    expect(displayTime('17:40', 'ar')).toBe('05:40 م');
    expect(displayTime('00:05', 'ar')).toBe('12:05 ص');
    expect(displayDateTime('2030-01-15', '12:00', 'en')).toBe('15/01/2030, 12:00 PM');
    expect(displayDateTime('2030-01-15', '12:00', 'ar')).toBe('15/01/2030، 12:00 م');
  });

  it('names avatars without the title or the Arabic article', () => {
    expect(avatarName('Dr. Hessa Al Dhaheri')).toBe('Hessa Al Dhaheri');
    expect(avatarName('د. خالد المزروعي')).toBe('خالد مزروعي');
    expect(avatarName('Omar')).toBe('Omar');
  });
});
