import { describe, expect, it } from 'vitest';
import { isMessageCode, Messages } from './messages';
import { withParams } from './serverMessage';

describe('server messages', () => {
  it('gives every message a code made of its area and name, each code once', () => {
    const codes = Object.entries(Messages).flatMap(([area, catalog]) =>
      Object.entries(catalog).map(([name, message]) => {
        expect(message.code).toBe(`${area}.${name}`);
        return message.code;
      }),
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(isMessageCode)).toBe(true);
    expect(isMessageCode('booking.noSuchThing')).toBe(false);
  });

  it('fills the places of a text and keeps the values for the client', () => {
    const said = withParams(Messages.booking.teleconsultOtherDay, { date: '03/03/2026' });
    expect(said).toEqual({
      code: 'booking.teleconsultOtherDay',
      text: 'Your teleconsultation appointment is scheduled on 03/03/2026',
      params: { date: '03/03/2026' },
    });
  });
});
