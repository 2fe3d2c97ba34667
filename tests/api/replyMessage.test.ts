import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import {
  failureMsg,
  isRefusalStatus,
  refusalMessage,
  replyMessage,
  replyMsg,
} from '../../src/api/replyMessage';
import { axiosError } from '../builders/axiosError';

// docs/errors.md#error-policy: a refused call (4xx) is shown in the service's own words when it
// gives some; a failure of the service (5xx), no answer or any other error in the screen's own.

const FALLBACK = msgKey('common:errors.unknown');

describe('a reply’s text', () => {
  it('is read from the first place that holds some, extras included', () => {
    const body = { message: 'summary', extras: { message: 'detail' }, error: 'reason' };
    expect(replyMessage(body)).toBe('summary');
    expect(replyMessage(body, ['extras.message', 'message'])).toBe('detail');
    expect(replyMessage(body, ['error', 'message'])).toBe('reason');
    expect(replyMessage({ message: '  ', extras: { message: 'detail' } })).toBe('detail');
  });

  it('is nothing for a body without words, or no body', () => {
    for (const body of [null, undefined, 'text', 42, {}, { message: 7 }, { extras: 'x' }]) {
      expect(replyMessage(body)).toBeUndefined();
    }
    expect(replyMsg({ success: false }, FALLBACK)).toEqual(FALLBACK);
    expect(replyMsg({ message: 'Nope' }, FALLBACK)).toEqual(msgText('Nope'));
  });

  it('is never blank', () => {
    fc.assert(
      fc.property(fc.object(), fc.array(fc.string(), { maxLength: 3 }), (body, places) => {
        const text = replyMessage(body, places);
        return text === undefined || text.trim() !== '';
      }),
    );
  });
});

describe('what a failed call shows', () => {
  it('a refusal (4xx) with words: the service’s words', () => {
    expect(failureMsg(axiosError(400, { message: 'Card number is wrong' }), FALLBACK)).toEqual(
      msgText('Card number is wrong'),
    );
    expect(refusalMessage(axiosError(404, { extras: { message: 'No such form' } }))).toBe(
      'No such form',
    );
    expect(refusalMessage(axiosError(402, { error: 'Declined' }), ['error'])).toBe('Declined');
  });

  it('a refusal without words, a 5xx, no answer or another error: ours', () => {
    expect(failureMsg(axiosError(400, {}), FALLBACK)).toEqual(FALLBACK);
    expect(failureMsg(axiosError(500, { message: 'Internal Server Error' }), FALLBACK)).toEqual(
      FALLBACK,
    );
    expect(failureMsg(axiosError(null, undefined), FALLBACK)).toEqual(FALLBACK);
    expect(failureMsg(new Error('boom'), FALLBACK)).toEqual(FALLBACK);
  });

  it('a refused session (tokenNotValid) carries its words like any refusal', () => {
    const expired = axiosError(401, {
      type: 'tokenNotValid',
      message: 'Your session has expired.',
    });
    expect(failureMsg(expired, FALLBACK)).toEqual(msgText('Your session has expired.'));
  });

  it('only 400 to 499 is a refusal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        (status) => isRefusalStatus(status) === (status >= 400 && status < 500),
      ),
    );
    expect(isRefusalStatus(undefined)).toBe(false);
  });
});
