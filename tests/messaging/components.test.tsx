import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import FilePicker from '../../src/components/FilePicker';
import MessageText from '../../src/features/messages/MessageText';
import { renderWithI18n } from '../components/i18n';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HEIC = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <FilePicker id="pick" label="Attachment 1" files={files} onChange={setFiles} required />;
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
    const user = userEvent.setup({ applyAccept: false });
    await renderWithI18n(<Picker />);
    await user.upload(
      screen.getByLabelText(/Attachment 1/),
      new File([HEIC], 'IMG_0001.HEIC', { type: 'image/heic' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
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
