import { ServerText } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { errorMessage, httpStatus, serverStatus } from './errors';

const envelopeError = (status: number, messageStatus: string, messages: string[]) => ({
  status,
  data: { message: { status: messageStatus, message: messages }, data: null },
});

describe('errorMessage', () => {
  it('shows the server text of message.message[0]', () => {
    expect(errorMessage(envelopeError(400, 'Invalid', ['Mobile number is blocked']))).toEqual({
      text: 'Mobile number is blocked',
    });
  });

  it('maps the server texts the spec fixes to their keys, so they can be translated', () => {
    expect(errorMessage(envelopeError(403, 'AccountLocked', [ServerText.accountLocked]))).toEqual({
      key: 'accountLocked',
    });
    expect(errorMessage(envelopeError(429, 'TooManyRequests', [ServerText.dailyLoginLimit]))).toEqual({
      key: 'dailyLoginLimit',
    });
    expect(errorMessage(envelopeError(400, 'Invalid', ['Invalid OTP']))).toEqual({ key: 'otpVerifyError' });
  });

  it('falls back per status, then to somethingWentWrong', () => {
    expect(errorMessage({ status: 403, data: null }, { byStatus: { 403: 'accountLocked' } })).toEqual({
      key: 'accountLocked',
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
