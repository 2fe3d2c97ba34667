import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryKey, usePageScroll } from '../../src/app/pageScroll';

// Issue 16 point 10: the focus follows a page change for keyboard and screen-reader users, but
// never leaves a field or a place the page chose itself, and never moves on the first page.

function Shell() {
  const main = useRef<HTMLElement>(null);
  usePageScroll(main);
  return (
    <>
      <nav>
        <Link to="/plain">Plain page</Link>
        <Link to="/form">Form page</Link>
      </nav>
      <main id="main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function FormPage() {
  const input = useRef<HTMLInputElement>(null);
  // A page that puts the patient straight into its first field.
  useEffect(() => input.current?.focus(), []);
  return (
    <div>
      <h1>Form page heading</h1>
      <label htmlFor="name">Name</label>
      <input id="name" ref={input} />
    </div>
  );
}

/** A page that leaves the focus to the hook: a heading and nothing else. */
function PlainPage({ heading }: { heading: string }) {
  return (
    <div>
      <h1>{heading}</h1>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/start" element={<PlainPage heading="Start heading" />} />
          <Route path="/plain" element={<PlainPage heading="Plain heading" />} />
          <Route path="/form" element={<FormPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Lets the page's frame (where the hook acts) pass. */
const nextFrames = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

describe('the focus on a page change', () => {
  beforeEach(() => {
    // jsdom does not scroll; the focus is what is checked here (scrolling: e2e/page-scroll).
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays where it is on the first page', async () => {
    renderAt('/start');
    await nextFrames();
    expect(document.body).toHaveFocus();
  });

  it("goes to the new page's heading after a link in the navigation", async () => {
    const user = userEvent.setup();
    renderAt('/start');
    await nextFrames();
    await user.click(screen.getByRole('link', { name: 'Plain page' }));
    const heading = screen.getByRole('heading', { name: 'Plain heading' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: it is not added to the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('is not taken from a field the page focused itself', async () => {
    const user = userEvent.setup();
    renderAt('/start');
    await nextFrames();
    await user.click(screen.getByRole('link', { name: 'Form page' }));
    const field = screen.getByLabelText('Name');
    await waitFor(() => expect(field).toHaveFocus());
    await nextFrames();
    await nextFrames();
    expect(field).toHaveFocus();
  });
});

describe('the positions kept for Back and Forward', () => {
  it('are named without a token, a query or a hash', () => {
    expect(entryKey({ key: 'default', pathname: '/medical/records/records-demo-token' })).toBe(
      'default /medical/records/:token',
    );
    expect(entryKey({ key: 'k1', pathname: '/auth-message/secret-123' })).toBe(
      'k1 /auth-message/:token',
    );
    expect(entryKey({ key: 'k2', pathname: '/school-work-form/upload-token/abc' })).toBe(
      'k2 /school-work-form/upload-token/:token',
    );
    expect(entryKey({ key: 'k3', pathname: '/faq' })).toBe('k3 /faq');
  });
});
