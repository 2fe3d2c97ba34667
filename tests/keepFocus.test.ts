import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusThroughDisabling } from '../src/app/keepFocus';

// jsdom does not drop the focus of a disabled button as a browser does; the tests drop it the
// way the browser would (to the body) and check what happens when the button comes back.

/** Lets the MutationObserver deliver. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusThroughDisabling', () => {
  let stop: () => void = () => undefined;
  let send: HTMLButtonElement;
  let other: HTMLInputElement;

  beforeEach(() => {
    document.body.innerHTML = '<input id="other"><button id="send">Send</button>';
    send = document.getElementById('send') as HTMLButtonElement;
    other = document.getElementById('other') as HTMLInputElement;
    stop = keepFocusThroughDisabling();
  });

  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  /** Send pressed: the focus drops to the body (jsdom will not blur a disabled button, so first). */
  async function sendAndDrop() {
    send.focus();
    send.blur();
    send.disabled = true;
    await settled();
    expect(document.activeElement).toBe(document.body);
  }

  /** The button enabled again and the observer run: where the focus is then. */
  async function focusOnceEnabled() {
    send.disabled = false;
    await settled();
    return document.activeElement;
  }

  it('gives the focus back to the button once it is enabled again', async () => {
    await sendAndDrop();
    expect(await focusOnceEnabled()).toBe(send);
  });

  it('leaves the focus where the patient put it meanwhile', async () => {
    await sendAndDrop();
    other.focus();
    expect(await focusOnceEnabled()).toBe(other);
  });

  it('does nothing for a button that left the page', async () => {
    await sendAndDrop();
    send.remove();
    expect(await focusOnceEnabled()).toBe(document.body);
  });

  it('does not pull the focus to a button that was disabled without having it', async () => {
    other.focus();
    other.blur();
    send.disabled = true;
    await settled();
    expect(await focusOnceEnabled()).toBe(document.body);
  });

  it('stops when asked', async () => {
    stop();
    await sendAndDrop();
    expect(await focusOnceEnabled()).toBe(document.body);
  });
});
