import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FileUse } from '../../src/lib/files';
import MessageText from '../../src/features/messages/MessageText';
import { PickerKeepingFiles } from '../builders/filePicker';
import { renderWithI18n } from '../components/i18n';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HEIC = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0]);
const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 0x24, 0x10, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

function Picker({ use }: { use?: FileUse }) {
  return <PickerKeepingFiles id="pick" label="Attachment 1" required use={use} />;
}

/** The alert the picker shows once `file` is chosen, its accept list not applied (as a drop). */
async function alertFor(file: File, use?: FileUse) {
  const user = userEvent.setup({ applyAccept: false });
  await renderWithI18n(<Picker use={use} />);
  await user.upload(screen.getByLabelText(/Attachment 1/), file);
  return screen.findByRole('alert');
}

describe('FilePicker', () => {
  it('is a labelled file input that lists each file with its size and a remove button', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText(/Attachment 1/);
    expect(input).toHaveAttribute('type', 'file');
    await user.upload(input, [png('rash.png'), png('arm.png')]);
    expect(await screen.findByText('rash.png')).toBeInTheDocument();
    expect(screen.getAllByText('12 B')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove rash.png' }));
    expect(screen.queryByText('rash.png')).not.toBeInTheDocument();
    expect(screen.getByText('arm.png')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('refuses HEIC with the spec message', async () => {
    const heic = new File([HEIC], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await alertFor(heic)).toHaveTextContent(
      'Please upload another type of image such as JPEG, JPG or PNG.',
    );
    expect(screen.queryByText('IMG_0001.HEIC')).not.toBeInTheDocument();
  });

  it('takes at most 3 files', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText(/Attachment 1/);
    await user.upload(input, [png('a.png'), png('b.png')]);
    await screen.findByText('b.png');
    await user.upload(input, [png('c.png'), png('d.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only attach maximum of 3 files.',
    );
    expect(screen.queryByText('c.png')).not.toBeInTheDocument();
    await user.upload(input, png('c.png'));
    await waitFor(() => expect(screen.getByText('c.png')).toBeInTheDocument());
  });

  it('speaks Chinese on a Chinese page', async () => {
    await renderWithI18n(<Picker />, 'cn');
    expect(screen.getByText('PDF、JPG 或 PNG 檔案，最多 3 個。')).toBeInTheDocument();
  });
});

// Issue 16 point 11 (docs/messages.md#attachments): PDF and images; HEIC refused; a renamed file
// explained in words a patient understands.
describe('FilePicker for message attachments', () => {
  it('offers and takes GIF and WebP pictures as well as PDF, JPG and PNG', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Picker use="attachment" />);
    const input = screen.getByLabelText(/Attachment 1/);
    expect(input.getAttribute('accept')).toContain('image/gif');
    expect(input.getAttribute('accept')).toContain('image/webp');
    expect(screen.getByText('PDF, JPG, PNG, GIF or WebP, up to 3 files.')).toBeInTheDocument();
    await user.upload(input, [
      new File([GIF], 'rash.gif', { type: 'image/gif' }),
      new File([WEBP], 'arm.webp', { type: 'image/webp' }),
    ]);
    expect(await screen.findByText('rash.gif')).toBeInTheDocument();
    expect(screen.getByText('arm.webp')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still refuses HEIC with the spec message', async () => {
    const heic = new File([HEIC], 'IMG_0001.heic', { type: '' });
    expect(await alertFor(heic, 'attachment')).toHaveTextContent(
      'Please upload another type of image such as JPEG, JPG or PNG.',
    );
  });

  it('says what a renamed picture really is, and what to do', async () => {
    const renamed = new File([WEBP], 'chat-photo.jpg', { type: 'image/jpeg' });
    expect(await alertFor(renamed, 'attachment')).toHaveTextContent(
      '“chat-photo.jpg” is really a WebP file, but its name says JPG. Please rename it to end in .webp and choose it again, or choose another file.',
    );
    expect(screen.queryByText('chat-photo.jpg')).toBeNull();
  });

  it('says when what is inside is no known kind at all', async () => {
    const notPdf = new File(['<!DOCTYPE html><html>'], 'results.pdf', { type: 'application/pdf' });
    expect(await alertFor(notPdf, 'attachment')).toHaveTextContent(
      '“results.pdf” is named as a PDF file, but what is inside is not PDF: it may be damaged, or another kind of file renamed.',
    );
  });

  it('says all of it in Chinese', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithI18n(<Picker use="attachment" />, 'cn');
    expect(screen.getByText('PDF、JPG、PNG、GIF 或 WebP 檔案，最多 3 個。')).toBeInTheDocument();
    const input = screen.getByLabelText(/Attachment 1/);
    await user.upload(input, new File([PNG], 'scan.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '「scan.jpg」實際上是 PNG 檔案，但檔案名稱顯示為 JPG。請將檔案名稱改為以 .png 結尾，然後再選擇，或選擇其他檔案。',
    );
    await user.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '無法附上「notes.txt」。請選擇 PDF 檔案，或 JPG、PNG、GIF 或 WebP 圖片。',
    );
  });
});

describe('FilePicker for form documents (the upload page keeps PDF, JPG or PNG)', () => {
  it('does not offer or take GIF or WebP', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText(/Attachment 1/);
    expect(input.getAttribute('accept')).not.toMatch(/gif|webp/);
    await user.upload(input, new File([GIF], 'form.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“form.gif” cannot be attached. Please choose a PDF, JPG or PNG file.',
    );
    await user.upload(input, new File([WEBP], 'form.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“form.jpg” is really a WebP file, but its name says JPG. Only PDF, JPG or PNG files are accepted here: please choose another file.',
    );
  });
});

describe('MessageText', () => {
  it('shows markup as text and never as HTML', async () => {
    const { container } = await renderWithI18n(
      <MessageText text={'Look: <img src=x onerror=alert(1)> <script>alert(1)</script>'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it("links only https addresses of the clinic's own sites", async () => {
    await renderWithI18n(
      <MessageText text="Hours: https://www.richmondinstoreclinic.ca/hours and https://evil.example.com/x" />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.richmondinstoreclinic.ca/hours');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/evil\.example\.com/)).toBeInTheDocument();
  });
});
