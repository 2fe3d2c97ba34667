import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ReplyForm from '../../src/features/messages/ReplyForm';
import { bytesBesides, REPLY_MAX_TOTAL_BYTES } from '../../src/features/messages/replyAttachments';
import { UPLOAD_MAX_TOTAL_BYTES } from '../../src/lib/uploadRules';
import { renderWithI18n } from '../utils/render';

// docs/messages.md#attachments: a reply's files, its three pickers together, are 10 MB at most,
// the spec's limit for the documents upload, refused as they are chosen in the upload's words.

const PDF = new TextEncoder().encode('%PDF-1.4\n%mock\n');

/** A PDF of `megabytes` whose first bytes are real; the rest is padding. */
function bigPdf(name: string, megabytes: number): File {
  const bytes = new Uint8Array(megabytes * 1024 * 1024);
  bytes.set(PDF);
  return new File([bytes], name, { type: 'application/pdf' });
}

const TEXTS = {
  en: {
    picker: (n: number) => `Attachment ${n}`,
    hint: 'The clinic asked for a picture. Attach at least one file in the first field; each field takes up to 3 files: PDF, or pictures in JPG, PNG, GIF or WebP; 10 MB in all.',
    tooLarge:
      'The files together must be 10 MB or less. Please remove a file or choose a smaller one.',
  },
  cn: {
    picker: (n: number) => `附件 ${n}`,
    hint: '診所要求您附上圖片。請在第一欄附上至少一個檔案。每欄最多可附上 3 個檔案：PDF 檔案，或 JPG、PNG、GIF 或 WebP 圖片；所有檔案合共不可超過 10 MB。',
    tooLarge: '所有檔案合共不可超過 10 MB。請移除一個檔案，或選擇較小的檔案。',
  },
} as const;

describe('the rule', () => {
  it('is the upload page’s 10 MB', () => {
    expect(REPLY_MAX_TOTAL_BYTES).toBe(UPLOAD_MAX_TOTAL_BYTES);
    expect(REPLY_MAX_TOTAL_BYTES).toBe(10 * 1024 * 1024);
  });

  it('counts the other pickers’ files against each picker', () => {
    const groups = [[{ size: 1 }, { size: 2 }], [{ size: 40 }], []];
    expect(bytesBesides(groups, 0)).toBe(40);
    expect(bytesBesides(groups, 1)).toBe(3);
    expect(bytesBesides(groups, 2)).toBe(43);
  });
});

describe('a reply’s attachments', () => {
  it.each(['en', 'cn'] as const)(
    'are refused past 10 MB over the three pickers, keeping what was chosen (%s)',
    async (lang) => {
      const l = TEXTS[lang];
      const user = userEvent.setup();
      await renderWithI18n(<ReplyForm requestImage onSend={vi.fn()} />, lang);
      expect(screen.getByText(l.hint)).toBeInTheDocument();
      const first = screen.getByLabelText(new RegExp(`^${l.picker(1)}`));
      const second = screen.getByLabelText(l.picker(2));
      await user.upload(first, bigPdf('referral.pdf', 6));
      expect(await screen.findByText('referral.pdf')).toBeInTheDocument();
      await user.upload(second, bigPdf('scan.pdf', 6));
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(l.tooLarge);
      expect(second).toHaveAccessibleDescription(expect.stringContaining(l.tooLarge) as string);
      expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
      // What still fits is taken.
      await user.upload(second, bigPdf('page.pdf', 4));
      expect(await screen.findByText('page.pdf')).toBeInTheDocument();
      expect(within(screen.getByRole('group')).queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
