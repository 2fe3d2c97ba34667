import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReplyShown from '../../src/features/messages/ReplyShown';
import { renderWithI18n } from '../utils/render';
import { buildRepliedMessage } from '../builders/messages';

// The reply's time follows its label, whose colon the text carries: 「發送時間：2026年…」 with no
// space after the full-width colon, "Sent: …" in English.

const message = buildRepliedMessage();

const timeLine = () =>
  screen.getByText((_, node) => node?.tagName === 'P' && !!node.querySelector('time'));

describe('the reply shown under a message', () => {
  it('reads 發送時間：<time> in Chinese, no space after the colon', async () => {
    await renderWithI18n(<ReplyShown message={message} />, 'cn');
    const line = timeLine();
    expect(line.textContent).toMatch(/^發送時間：\S/);
    expect(line.querySelector('time')?.getAttribute('dateTime')).toBe(message.repliedAt);
  });

  it('reads "Sent: <time>" in English', async () => {
    await renderWithI18n(<ReplyShown message={message} />, 'en');
    expect(timeLine().textContent).toMatch(/^Sent: \S/);
  });
});
