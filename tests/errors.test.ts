// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverDetail, toApiError } from '../src/api/errors';
import { isDuplicateEmail } from '../src/features/auth/register/duplicateEmail';
import { axiosError } from './builders/axiosError';

describe('the generic error handler (docs/errors.md#generic-error-handler)', () => {
  it('reports an unreachable service as a network error', () => {
    const error = toApiError(axiosError(null, undefined, 'Network Error'));
    expect(error.kind).toBe('network');
    expect(error.message).toEqual({ key: 'common:errors.networkError' });
  });

  it('recognises a plain Network Error thrown outside axios', () => {
    expect(toApiError(new Error('Network Error')).kind).toBe('network');
  });

  it('treats a reply of type tokenNotValid as an expired session, with its text', () => {
    const error = toApiError(axiosError(401, { type: 'tokenNotValid', message: 'Token expired' }));
    expect(error.kind).toBe('tokenNotValid');
    expect(error.message).toEqual({ text: 'Token expired' });
  });

  it('falls back to our own text when tokenNotValid carries none', () => {
    const error = toApiError(axiosError(401, { type: 'tokenNotValid' }));
    expect(error.message).toEqual({ key: 'common:session.expired' });
  });

  it('gives undefined system error for a duplicate e-mail too: only registration names it', () => {
    const error = toApiError(
      axiosError(400, { sysError: { code: 11000, keyValue: { email: 'a@b.c' } }, message: 'x' }),
    );
    expect(error.message).toEqual({ key: 'common:errors.undefinedSystemError' });
  });

  it('gives undefined system error for any other sysError, before data.message', () => {
    const error = toApiError(axiosError(500, { sysError: { code: 1 }, message: 'ignored' }));
    expect(error.message).toEqual({ key: 'common:errors.undefinedSystemError' });
  });

  it('uses data.message when there is no sysError', () => {
    expect(toApiError(axiosError(400, { message: 'Bad input' })).message).toEqual({
      text: 'Bad input',
    });
  });

  it("uses the error's own message when the body says nothing", () => {
    expect(toApiError(axiosError(500, '', 'Request failed with status code 500')).message).toEqual({
      text: 'Request failed with status code 500',
    });
  });

  it('adds an errors list as extra lines, strings or {msg}', () => {
    const error = toApiError(
      axiosError(422, { message: 'Invalid', errors: [{ msg: 'First name is required' }, 'City'] }),
    );
    expect(error.lines).toEqual(['First name is required', 'City']);
    expect(error.status).toBe(422);
  });

  it('never throws on odd bodies', () => {
    for (const body of [null, 42, [], 'text', { errors: 'not a list' }, { sysError: null }]) {
      expect(() => toApiError(axiosError(500, body))).not.toThrow();
    }
    expect(toApiError(undefined).message).toEqual({ key: 'common:errors.unknown' });
  });

  it('detects duplicate e-mails by keyPattern or by the raw E11000 text', () => {
    expect(isDuplicateEmail({ keyPattern: { email: 1 } })).toBe(true);
    expect(isDuplicateEmail({ code: 11000, message: 'E11000 dup key: { email: "a" }' })).toBe(true);
    expect(isDuplicateEmail({ code: 11000, keyValue: { phone: '1' } })).toBe(false);
    expect(isDuplicateEmail('E11000')).toBe(false);
  });

  it('reads extras.message as a last server detail', () => {
    expect(serverDetail({ extras: { message: 'From extras' } }, '')).toEqual({
      text: 'From extras',
    });
  });
});
