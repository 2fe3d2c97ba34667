// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayPartsOf, formatCalendarDay, isoDay } from '../../src/lib/calendarDay';
import {
  hasNextPage,
  isAnswered,
  MESSAGES_PAGE_SIZE,
  pageCount,
  pageFromQuery,
  skipFor,
} from '../../src/features/messages/messageList';
import {
  clampText,
  NEW_MESSAGE_MAX,
  REPLY_MAX,
  validateNewMessage,
  validateReply,
} from '../../src/features/messages/rules/validation';
import { validateRecordsBirthDate } from '../../src/features/records/birthDateRule';

describe('message rules (docs/messages.md#new-message, docs/messages.md#reply-dialog)', () => {
  it('has the spec limits', () => {
    expect([NEW_MESSAGE_MAX, REPLY_MAX, MESSAGES_PAGE_SIZE]).toEqual([200, 400, 15]);
  });

  it('refuses an empty or blank new message', () => {
    expect(validateNewMessage('')).toBe('empty');
    expect(validateNewMessage(' \n\t')).toBe('empty');
    expect(validateNewMessage('Hello')).toBeNull();
  });

  it('checks a reply: text first, then a picture when one was asked for', () => {
    expect(validateReply({ text: ' ', requestImage: true, file1Count: 0 })).toBe('empty');
    expect(validateReply({ text: 'Here', requestImage: true, file1Count: 0 })).toBe('picture');
    expect(validateReply({ text: 'Here', requestImage: true, file1Count: 1 })).toBeNull();
    expect(validateReply({ text: 'Here', requestImage: false, file1Count: 0 })).toBeNull();
  });

  it('clamps text to the limit without splitting an emoji', () => {
    expect(clampText('abc', 2)).toBe('ab');
    expect(clampText('a😀', 2)).toBe('a');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 1, max: 250 }),
        (text, max) => {
          const out = clampText(text, max);
          return out.length <= max && text.startsWith(out) && (text.length > max || out === text);
        },
      ),
    );
  });
});

describe('paging', () => {
  it('reads the page from the address', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '', '9999999']) expect(pageFromQuery(bad)).toBe(1);
  });

  it('counts pages and skips', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(20)).toBe(2);
    expect(skipFor(1)).toBe(0);
    expect(skipFor(3)).toBe(30);
  });

  it('knows whether there is a next page, with or without a total', () => {
    expect(hasNextPage(1, 15, 20)).toBe(true);
    expect(hasNextPage(2, 5, 20)).toBe(false);
    expect(hasNextPage(1, 15, 15)).toBe(false);
    expect(hasNextPage(1, 15, null)).toBe(true);
    expect(hasNextPage(2, 5, null)).toBe(false);
  });

  it('counts a message with repliedAt and repliedMessage as replied', () => {
    expect(
      isAnswered({ isReplied: false, repliedAt: '2026-11-01T00:00:00Z', repliedMessage: 'ok' }),
    ).toBe(true);
    expect(isAnswered({ isReplied: false, repliedAt: null, repliedMessage: null })).toBe(false);
    expect(isAnswered({ isReplied: true, repliedAt: null, repliedMessage: null })).toBe(true);
  });
});

describe('records birth date', () => {
  it('needs year, month and day', () => {
    expect(validateRecordsBirthDate({ year: '1988', month: '04', day: '12' })).toBeNull();
    expect(validateRecordsBirthDate({ year: '', month: '04', day: '12' })).toBe('missing');
    expect(validateRecordsBirthDate({ year: '1988', month: '', day: '12' })).toBe('missing');
    expect(validateRecordsBirthDate({ year: '1988', month: '04', day: '' })).toBe('missing');
  });
});

describe('calendar days', () => {
  it('shows a plain day as that day, in both languages', () => {
    expect(formatCalendarDay('2026-11-02', 'en')).toBe('Nov 02, 2026');
    expect(formatCalendarDay('2026-11-02', 'cn')).toBe('2026年11月2日');
  });

  it('reads a timestamp in Vancouver time', () => {
    // 2026-11-03 05:00 UTC is still November 2 in Vancouver.
    expect(isoDay('2026-11-03T05:00:00.000Z')).toBe('2026-11-02');
  });

  it('refuses what is not a date', () => {
    expect(dayPartsOf('2026-02-30')).toBeNull();
    expect(dayPartsOf('soon')).toBeNull();
    expect(isoDay('')).toBe('');
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });
});
