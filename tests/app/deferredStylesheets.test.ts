import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableDeferredStylesheets } from '../../src/app/deferredStylesheets';

function sheetLink(attributes: Record<string, string>): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('enableDeferredStylesheets', () => {
  it('switches a deferred sheet on and waits for it to load', async () => {
    const link = sheetLink({ href: '/assets/index.css', media: 'print', 'data-media': 'all' });
    let done = false;
    const waiting = enableDeferredStylesheets().then(() => {
      done = true;
    });
    expect(link.media).toBe('all');
    expect(link.hasAttribute('data-media')).toBe(false);
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on when the sheet fails, or sends no event at all', async () => {
    const failing = sheetLink({ href: '/a.css', media: 'print', 'data-media': 'all' });
    const first = enableDeferredStylesheets();
    failing.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeUndefined();

    vi.useFakeTimers();
    sheetLink({ href: '/b.css', media: 'print', 'data-media': 'all' });
    const silent = enableDeferredStylesheets(document, 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(silent).resolves.toBeUndefined();
  });

  it('leaves ordinary stylesheets alone and resolves at once without deferred ones', async () => {
    const plain = sheetLink({ href: '/plain.css' });
    await expect(enableDeferredStylesheets()).resolves.toBeUndefined();
    expect(plain.media).toBe('');
  });
});
