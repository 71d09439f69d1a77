import { Messages, type ServerMessage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { errorMessage, httpStatus, serverStatus } from './errors';

/** A refusal as the server sends it: free text, or a coded message with its text and code. */
const envelopeError = (status: number, messageStatus: string, messages: Array<string | ServerMessage>) => {
  const first = messages[0];
  const code = first !== undefined && typeof first !== 'string' ? { code: first.code } : {};
  const texts = messages.map((m) => (typeof m === 'string' ? m : m.text));
  return { status, data: { message: { status: messageStatus, message: texts, ...code }, data: null } };
};

describe('errorMessage', () => {
  it('shows the server text of message.message[0]', () => {
    expect(errorMessage(envelopeError(400, 'Invalid', ['Mobile number is blocked']))).toEqual({
      text: 'Mobile number is blocked',
    });
  });

  it('maps the server’s message codes to their keys and namespaces, so they can be translated', () => {
    const accountLocked = Messages.auth.accountLocked;
    expect(errorMessage(envelopeError(403, 'AccountLocked', [accountLocked]))).toEqual({
      key: 'auth.accountLocked',
      ns: 'core',
      text: accountLocked.text,
    });
    expect(errorMessage(envelopeError(400, 'Invalid', [Messages.booking.slotTaken]))).toMatchObject({
      key: 'booking.slotTaken',
      ns: 'care',
    });
    expect(errorMessage(envelopeError(400, 'Invalid', [Messages.uaepass.sop1User]))).toMatchObject({
      key: 'uaepass.sop1User',
      ns: 'account',
    });
    // A rule's key is its name, as the forms' rules name it.
    expect(errorMessage(envelopeError(400, 'BadRequest', [Messages.rule.numberError]))).toMatchObject({
      key: 'numberError',
      ns: 'core',
    });
    // The text alone no longer names a key: a server that sends no code is shown as it speaks.
    expect(errorMessage(envelopeError(400, 'Invalid', ['Invalid OTP']))).toEqual({ text: 'Invalid OTP' });
  });

  it('falls back per status, then to somethingWentWrong', () => {
    expect(errorMessage({ status: 403, data: null }, { byStatus: { 403: 'auth.accountLocked' } })).toEqual({
      key: 'auth.accountLocked',
    });
    expect(errorMessage({ status: 500, data: 'oops' })).toEqual({ key: 'somethingWentWrong' });
    expect(errorMessage(undefined)).toEqual({ key: 'somethingWentWrong' });
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toEqual({
      key: 'somethingWentWrong',
    });
  });

  it('gives networkTimeout for a timeout and the caller’s key for no answer', () => {
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'Network timeout' })).toEqual({
      key: 'networkTimeout',
    });
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'x' }, { network: 'toManyAttempt' })).toEqual({
      key: 'toManyAttempt',
    });
  });

  it('reads the HTTP and envelope statuses', () => {
    const error = envelopeError(403, 'AccountLocked', []);
    expect(httpStatus(error)).toBe(403);
    expect(serverStatus(error)).toBe('AccountLocked');
    expect(httpStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
  });
});
