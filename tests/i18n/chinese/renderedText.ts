import type { ChineseText } from './sources';

// Issue 29 point 2 (review section 6, item 4): the Chinese of a rendered page, line by line as
// the patient reads it, for the same checks as the texts. Punctuation or a space that code puts
// beside a translated text (review C1: an ASCII colon after 私隱主任…; C2: a space after 「電郵：」)
// is only in the page, not in any locale file.

/** Elements that start a new line of text; everything else (a, span, strong, time…) runs on. */
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON CAPTION DD DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LEGEND LI MAIN NAV OL OPTION P SECTION SELECT SUMMARY TABLE TD TH TR UL'.split(
    ' ',
  ),
);

/** Bootstrap classes that make an element a block, or its children flex or grid items (each
 * child then a block of its own: the appointment tile's time, kind and doctor are spans). */
const BLOCK_CLASS = /(?:^|\s)(?:d-(?:block|flex|grid)|d-\w+-(?:block|flex|grid))(?:\s|$)/;
const CONTAINER_CLASS = /(?:^|\s)(?:d-(?:flex|grid)|d-\w+-(?:flex|grid)|row)(?:\s|$)/;

function isBlock(element: Element): boolean {
  if (BLOCKS.has(element.tagName) || BLOCK_CLASS.test(element.className)) return true;
  const parent = element.parentElement;
  return parent !== null && CONTAINER_CLASS.test(parent.className);
}

/** Attributes whose text a patient meets (read aloud, shown on hover or in an empty field). */
const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

const HAN = /\p{Script=Han}/u;

/** The lines of Chinese text in `root` (text nodes joined within a line, trimmed), and attributes. */
export function renderedChinese(root: Element, page: string): ChineseText[] {
  const lines: string[] = [''];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      lines[lines.length - 1] += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
    const block = isBlock(node);
    if (block) lines.push('');
    node.childNodes.forEach(walk);
    if (block) lines.push('');
  };
  walk(root);
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    SHOWN_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  // JSX's own line breaks and indentation collapse to one space, as the browser shows them.
  return [...lines, ...attributes]
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, i, all) => HAN.test(line) && all.indexOf(line) === i)
    .map((text) => ({
      // Digits as # in the name, so a finding's name does not change with today's date.
      where: `rendered ${page}: ${text.replace(/\d+/g, '#')}`,
      text,
    }));
}
