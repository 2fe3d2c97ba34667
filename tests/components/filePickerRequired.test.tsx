import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FilePicker from '../../src/components/FilePicker';
import { renderWithI18n } from './i18n';

// A required picker's label (the reply dialog's first attachment): the mark follows the label
// with a space in English and none in Chinese, where 「（必填）」 opens with a full-width bracket
// (GLOSSARY.md, Spacing). A JSX space used to give 「附件 1 （必填）」, seen in a Chromium
// screenshot of the reply dialog (issue 29 point 4).

describe('a required file picker’s label', () => {
  it.each([
    ['en', 'Attachment 1', 'Attachment 1 (required)'],
    ['cn', '附件 1', '附件 1（必填）'],
  ] as const)('reads as one label (%s)', async (lang, label, shown) => {
    await renderWithI18n(
      <FilePicker
        id="att"
        label={label}
        files={[]}
        onChange={() => {}}
        required
        use="attachment"
      />,
      lang,
    );
    const text = document.querySelector('label[for="att"]')?.textContent;
    expect(text).toBe(shown);
    expect(screen.getByLabelText(shown)).toHaveAttribute('type', 'file');
  });
});
