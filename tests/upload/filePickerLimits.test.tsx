import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_TOTAL_BYTES } from '../../src/lib/uploadRules';
import { PickerKeepingFiles } from '../builders/filePicker';
import { renderWithI18n } from '../components/i18n';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%mock\n');
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/** A PDF of `megabytes` whose first bytes are real; the rest is padding. */
function bigPdf(name: string, megabytes: number): File {
  const bytes = new Uint8Array(megabytes * 1024 * 1024);
  bytes.set(PDF);
  return new File([bytes], name, { type: 'application/pdf' });
}

function Picker() {
  return (
    <PickerKeepingFiles
      id="docs"
      label="Your documents"
      maxTotalBytes={UPLOAD_MAX_TOTAL_BYTES}
      hint="Up to 3 files, 10 MB in all. PDF, JPG or PNG."
      previews
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FilePicker with a size limit and previews', () => {
  it('states the limits it was given', async () => {
    await renderWithI18n(<Picker />);
    expect(screen.getByLabelText('Your documents')).toHaveAccessibleDescription(
      'Up to 3 files, 10 MB in all. PDF, JPG or PNG.',
    );
  });

  it('refuses a selection over 10 MB in all, keeping what was chosen', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText('Your documents');
    await user.upload(input, bigPdf('referral.pdf', 6));
    expect(await screen.findByText('referral.pdf')).toBeInTheDocument();
    await user.upload(input, bigPdf('scan.pdf', 6));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The files together must be 10 MB or less. Please remove a file or choose a smaller one.',
    );
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('6.0 MB')).toBeInTheDocument();
  });

  it('previews an image through an object URL and revokes it when the file is removed', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => {
        created.push(`blob:preview-${created.length}`);
        return created.at(-1);
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const user = userEvent.setup();
    const { container } = await renderWithI18n(<Picker />);
    await user.upload(screen.getByLabelText('Your documents'), [
      png('knee.png'),
      new File([PDF], 'form.pdf', { type: 'application/pdf' }),
    ]);
    await screen.findByText('knee.png');
    const preview = container.querySelector('img.file-thumb');
    expect(preview).toHaveAttribute('src', created.at(-1));
    // Only the image gets a preview; the PDF a plain badge.
    expect(container.querySelectorAll('img.file-thumb')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove knee.png' }));
    expect(revoked).toEqual(created);
  });

  it('takes dropped files through the same checks', async () => {
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText('Your documents');
    fireEvent.drop(input, { dataTransfer: { files: [png('dropped.png')] } });
    expect(await screen.findByText('dropped.png')).toBeInTheDocument();
    fireEvent.drop(input, {
      dataTransfer: { files: [new File([PNG], 'IMG_1.HEIC', { type: 'image/heic' })] },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please upload another type of image such as JPEG, JPG or PNG.',
      ),
    );
  });
});
