/**
 * A button that sends is disabled while its call is in flight, and a browser drops the focus of
 * a disabled element to the page itself: a keyboard or screen-reader user who pressed Send is
 * then thrown back to the top of the page, whatever the answer. This gives the focus back to the
 * element once it is enabled again, unless the patient has gone elsewhere in the meantime or the
 * element has left the page (a success that shows something else moves the focus itself).
 *
 * Returns the function that stops it.
 */
export function keepFocusThroughDisabling(doc: Document = document): () => void {
  let lastFocused: EventTarget | null = doc.activeElement;
  let dropped: HTMLElement | null = null;

  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target;
    dropped = null;
  };

  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.hasAttribute('disabled')) {
        if (target === lastFocused) dropped = target;
      } else if (target === dropped) {
        dropped = null;
        const active = doc.activeElement;
        if (target.isConnected && (active === null || active === doc.body)) target.focus();
      }
    }
  });

  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
