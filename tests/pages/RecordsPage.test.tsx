import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import DownloadProgressBar from '../../src/features/records/DownloadProgressBar';
import RecordsPage from '../../src/features/records/RecordsPage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { renderWithProviders, type Lang } from '../utils/render';

// The records link's date of birth step (docs/records.md#records-date-of-birth-step): a date not
// chosen, a wrong date, a link locked after five and a failed check, against the mock clinic. The
// journey (the right date, three files, a download, a reload, Close) and the token leaving the
// address stay in e2e/records.spec.ts.

const TEXTS = {
  en: {
    dialog: 'Confirm your identity',
    confirm: 'Confirm',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    files: 'Your files',
    missing: 'Invalid date of birth, Year cannot be empty.',
  },
  cn: {
    dialog: '確認您的身份',
    confirm: '確認',
    year: '年',
    month: '月',
    day: '日',
    files: '您的檔案',
    missing: '出生日期無效，年份不能為空。',
  },
} as const;

const WRONG = 'The date of birth does not match our records.';
const LOCKED =
  'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.';
const CHECK_FAILED = 'Your date of birth could not be checked. Please try again.';

async function openLink(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  const l = TEXTS[lang];
  await renderWithProviders(<RecordsPage />, {
    route: '/medical/records/records-demo-token',
    path: ['/medical/records/:token', '/medical/records'],
    elsewhere: { '/': 'Home page' },
    lang,
  });
  const dialog = await screen.findByRole('dialog', { name: l.dialog });
  return {
    dialog,
    confirm: () => user.click(within(dialog).getByRole('button', { name: l.confirm })),
    async choose(year: string, month: string, day: string) {
      await user.selectOptions(within(dialog).getByLabelText(l.year), year);
      await user.selectOptions(within(dialog).getByLabelText(l.month), month);
      await user.selectOptions(within(dialog).getByLabelText(l.day), day);
    },
  };
}

describe('the records link: date of birth step', () => {
  it.each(['en', 'cn'] as const)(
    'a date not chosen is refused before any check (%s)',
    async (lang) => {
      const link = await openLink(lang);
      await link.confirm();
      expect(await within(link.dialog).findByText(TEXTS[lang].missing)).toBeInTheDocument();
    },
  );

  it.each(['en', 'cn'] as const)('the right date opens the file list (%s)', async (lang) => {
    const link = await openLink(lang);
    await link.choose('1988', '04', '12');
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS[lang].files })).toBeInTheDocument();
  });

  it('a wrong date says it does not match; the right one after it opens the files', async () => {
    const link = await openLink();
    await link.confirm();
    expect(await within(link.dialog).findByText(TEXTS.en.missing)).toBeInTheDocument();
    await link.choose('1988', '04', '13');
    await link.confirm();
    expect(await within(link.dialog).findByText(WRONG)).toBeInTheDocument();
    expect(within(link.dialog).queryByText(TEXTS.en.missing)).not.toBeInTheDocument();
    await link.choose('1988', '04', '12');
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS.en.files })).toBeInTheDocument();
  });

  // The kit's form (src/components/form/useForm.ts): a date not chosen marks the selects and
  // moves the focus to the first of them; the service's answer takes the focus itself, so it is
  // read out and the patient goes on from there.
  it.each([
    ['en', 'Day'],
    ['cn', '年'],
  ] as const)(
    'a date not chosen marks the selects and focuses the first (%s)',
    async (lang, first) => {
      const link = await openLink(lang);
      await link.confirm();
      const select = within(link.dialog).getByLabelText(first);
      expect(select).toHaveFocus();
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription(TEXTS[lang].missing);
    },
  );

  it('a wrong date’s answer takes the focus; a changed date clears it', async () => {
    const link = await openLink();
    await link.choose('1988', '04', '13');
    await link.confirm();
    const alert = await within(link.dialog).findByRole('alert');
    expect(alert).toHaveTextContent(WRONG);
    await waitFor(() => expect(alert).toHaveFocus());
    await link.choose('1988', '04', '12');
    expect(within(link.dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('locks the link after 5 wrong dates', async () => {
    const link = await openLink();
    await link.choose('1990', '01', '01');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await link.confirm();
      expect(await within(link.dialog).findByText(WRONG)).toBeInTheDocument();
    }
    await link.confirm();
    expect(await within(link.dialog).findByText(LOCKED)).toBeInTheDocument();
  });

  it('a failed check says so and keeps the date to try again', async () => {
    const link = await openLink();
    await link.choose('1988', '04', '12');
    failNext('GET', '/services2/verify/medical/record', '500');
    await link.confirm();
    expect(await within(link.dialog).findByText(CHECK_FAILED)).toBeInTheDocument();
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS.en.files })).toBeInTheDocument();
  });
});

// docs/records.md#records-file-list: a download that fails is not spent, says so, and is offered
// again; one under way shows how far it is.
describe('the records link: downloading a file', () => {
  const FILE = 'Lab results 2026-10-14.pdf';
  const DOWNLOAD_TEXTS = {
    en: {
      download: `Download ${FILE}`,
      failed:
        'The file could not be downloaded. Your link still works for this file. Please try again.',
      retry: 'Try again',
      downloaded: 'Already downloaded',
      progress: `Downloading ${FILE}`,
      percent: (n: number) => `${n}% downloaded`,
    },
    cn: {
      download: `下載 ${FILE}`,
      failed: '未能下載檔案。您的連結仍可下載此檔案。請再試一次。',
      retry: '再試一次',
      downloaded: '已下載',
      progress: `正在下載 ${FILE}`,
      percent: (n: number) => `已下載 ${n}%`,
    },
  } as const;

  /** The browser's side of saving: the object URL made and the link clicked, by name. */
  function watchSaves() {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    return saved;
  }

  /** The unlocked files dialog in `lang`, its download texts, a user, and the saves watched. */
  async function openFiles(lang: Lang) {
    const saved = watchSaves();
    const user = userEvent.setup({ delay: null });
    const link = await openLink(lang);
    await link.choose('1988', '04', '12');
    await link.confirm();
    const files = await screen.findByRole('dialog', { name: TEXTS[lang].files });
    const row = within(files)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(FILE))!;
    return { files, row, saved, user, l: DOWNLOAD_TEXTS[lang] };
  }

  it.each(['en', 'cn'] as const)(
    'a download whose answer was lost says the link still works; Try again saves the file once (%s)',
    async (lang) => {
      const { files, row, saved, user, l } = await openFiles(lang);
      failNext('GET', '/services2/medical/record/download/*', 'lostReply');
      await user.click(within(row).getByRole('button', { name: l.download }));
      const alert = await within(files).findByRole('alert');
      expect(alert).toHaveTextContent(l.failed);
      expect(saved).toEqual([]);
      // Still offered, by the list and by the alert.
      expect(within(row).getByRole('button', { name: l.download })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: l.retry }));
      expect(await within(row).findByText(l.downloaded)).toBeInTheDocument();
      expect(saved).toEqual([FILE]);
      expect(within(files).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it.each(['en', 'cn'] as const)(
    'a slow download shows its progress bar, in percent of the size the service gave (%s)',
    async (lang) => {
      const { row, saved, user, l } = await openFiles(lang);
      const piece = new Uint8Array(1024).fill(0x41);
      let release: () => void = () => {};
      server.use(
        http.get(`${env.apiUrl}/services2/medical/record/download/:id`, () => {
          let sent = 0;
          const body = new ReadableStream<Uint8Array>({
            async pull(controller) {
              // The first half at once; the rest when the test lets it come.
              if (sent === 2) await new Promise<void>((resolve) => (release = resolve));
              controller.enqueue(piece);
              sent += 1;
              if (sent === 4) controller.close();
            },
          });
          return new HttpResponse(body, {
            headers: { 'Content-Type': 'application/pdf', 'Content-Length': '4096' },
          });
        }),
      );
      await user.click(within(row).getByRole('button', { name: l.download }));
      const bar = await within(row).findByRole('progressbar', { name: l.progress });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
      expect(bar).toHaveAttribute('aria-valuetext', l.percent(50));
      release();
      expect(await within(row).findByText(l.downloaded)).toBeInTheDocument();
      expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(saved).toEqual([FILE]);
    },
  );
});

describe('the download progress bar without the file’s size', () => {
  it.each([
    ['en', '2.0 KB downloaded'],
    ['cn', '已下載 2.0 KB'],
  ] as const)('says the bytes received, with no percent (%s)', async (lang, words) => {
    await renderWithProviders(
      <DownloadProgressBar fileName="scan.pdf" progress={{ loaded: 2048, total: null }} />,
      { lang },
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', words);
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});
