import type { FindBy } from './tab';

/**
 * Runs in the page (serialised by its source, so it must stay self-contained plain JavaScript):
 * the first visible element that matches, or null. Text is compared with its spaces collapsed.
 */
export function findInPage(by: FindBy, value: string, partial: boolean): Element | null {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string | null | undefined) =>
    partial ? squash(text).includes(value) : squash(text) === value;
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const nameOf = (el: Element) =>
    el.getAttribute('aria-label') ??
    (el instanceof HTMLInputElement ? el.value : null) ??
    el.textContent;
  const all = (selector: string) => Array.from(document.querySelectorAll(selector));
  let found: Element[] = [];
  if (by === 'css') found = all(value);
  if (by === 'button') {
    found = all('button, [role="button"], input[type="submit"], input[type="button"]').filter(
      (el) => matches(nameOf(el)),
    );
  }
  if (by === 'link') found = all('a[href]').filter((el) => matches(nameOf(el)));
  if (by === 'heading')
    found = all('h1, h2, h3, h4, [role="heading"]').filter((el) => matches(el.textContent));
  if (by === 'alert') {
    found = all('[role="alert"], [role="status"], .invalid-feedback, .alert').filter((el) =>
      matches(el.textContent),
    );
  }
  if (by === 'text') {
    // The innermost elements whose own text matches: a paragraph, not the page around it.
    found = all('body *').filter(
      (el) =>
        matches(el.textContent) &&
        !Array.from(el.children).some((child) => matches(child.textContent)),
    );
  }
  if (by === 'label') {
    const labelled: Element[] = [];
    for (const label of all('label')) {
      if (matches(label.textContent) && label instanceof HTMLLabelElement && label.control) {
        labelled.push(label.control);
      }
    }
    for (const el of all('[aria-label]'))
      if (matches(el.getAttribute('aria-label'))) labelled.push(el);
    for (const el of all('[aria-labelledby]')) {
      const ids = (el.getAttribute('aria-labelledby') ?? '').split(' ');
      const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      if (matches(text)) labelled.push(el);
    }
    found = labelled;
  }
  // A checkbox or a file input may be hidden behind its label: it is still the one meant.
  // A prerendered form is inert until the app takes it over (scripts/prerender.mjs): a patient
  // can see it but not use it yet, so it is not found until then.
  const usable = (el: Element) =>
    el.closest('[inert]') === null &&
    (visible(el) ||
      (el instanceof HTMLInputElement &&
        (el.type === 'file' || el.type === 'checkbox' || el.type === 'radio')));
  return found.find(usable) ?? null;
}

/** The finder as a script for classic WebDriver's execute (arguments come as `arguments`). */
export const FIND_SCRIPT = `return (${findInPage.toString()}).apply(null, arguments);`;
