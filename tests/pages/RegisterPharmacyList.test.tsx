import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { REGISTER_LABELS } from '../../e2e/pages/labels';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { pageWithMockBotCheck } from './mockBotCheck';

// /register and its pharmacy list (issue 26 points 2 and 3): the list is asked for at the first
// tap in the form, which must not cost that tap; and a list that failed can be asked for again.

const RegisterPage = pageWithMockBotCheck(() => import('../../src/features/auth/RegisterPage'));

const TEXTS = {
  en: {
    firstNameEmpty: 'First Name cannot be empty.',
    failed: 'The pharmacy list could not be loaded.',
    notLoaded:
      'The pharmacy list could not be loaded, so a preferred pharmacy cannot be chosen yet. Please press Try again.',
    loading: 'Loading pharmacies…',
    retry: 'Try again',
    pharmacyEmpty: 'Preferred Pharmacy cannot be empty.',
  },
  cn: {
    firstNameEmpty: '名字不能為空。',
    failed: '未能載入藥房名單。',
    notLoaded: '由於未能載入藥房名單，暫時無法選擇首選藥房。請按「再試一次」。',
    loading: '正在載入藥房……',
    retry: '再試一次',
    pharmacyEmpty: '首選藥房不能為空。',
  },
} as const;

const LANGS: Lang[] = ['en', 'cn'];

async function open(lang: Lang) {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<RegisterPage />, { route: '/register', lang });
  const l = REGISTER_LABELS[lang];
  const field = (name: keyof typeof l) => screen.getByLabelText(l[name] as string, { exact: true });
  return {
    user,
    field,
    signUp: () => screen.getByRole('button', { name: l.submit }),
    /** Every field above the picker that the 'empty' rules ask for, so Sign Up stops at it. */
    async fillAbovePharmacy() {
      await typeAtOnce(field('firstName'), 'Lucy');
      await typeAtOnce(field('lastName'), 'Ho');
      await typeAtOnce(field('gender'), 'Female');
      await typeAtOnce(field('day'), '12');
      await typeAtOnce(field('month'), '04');
      await typeAtOnce(field('year'), '1988');
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: l.confirm }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await typeAtOnce(field('address'), '6060 Minoru Blvd');
      await typeAtOnce(field('city'), 'Richmond');
      await typeAtOnce(field('province'), 'BC');
      await typeAtOnce(field('postal'), 'V6Y 1Y2');
    },
  };
}

describe.each(LANGS)('/register in %s', (lang) => {
  const text = TEXTS[lang];

  it('the first press of Sign Up, on a page just opened, names the first empty field', async () => {
    const { user, signUp } = await open(lang);
    // The press is the patient's first tap in the form: it also asks for the pharmacy list.
    await user.click(signUp());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.firstNameEmpty);
    // The list it asked for arrives (and no answer is left on its way into the next test).
    expect((await screen.findAllByRole('radio')).length).toBeGreaterThan(0);
  });

  it('a failed list offers Try again; Sign Up says why no pharmacy can be chosen; Try again loads it', async () => {
    failNext('GET', '/pharmacy/all', '500');
    const page = await open(lang);
    await page.user.click(page.field('firstName'));
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: text.retry });

    await page.fillAbovePharmacy();
    await page.user.click(page.signUp());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.notLoaded);
    // The message's field is the picker, whose one control now is Try again.
    await waitFor(() => expect(retry).toHaveFocus());
    expect(retry).toHaveAccessibleDescription(new RegExp(text.notLoaded.replace(/[.()]/g, '.')));

    await page.user.click(retry);
    // The search box arrives, and the focus with it: the patient goes on from there.
    const search = await screen.findByRole('searchbox', {
      name: REGISTER_LABELS[lang].pharmacySearch,
    });
    await waitFor(() => expect(search).toHaveFocus());
    // The list is here now: the message says what is left to do.
    expect(screen.getByRole('alert')).toHaveTextContent(text.pharmacyEmpty);
    await page.user.type(search, 'Brighouse');
    const chosen = within(screen.getByRole('radiogroup')).getByRole('radio', { checked: true });
    expect(chosen).toHaveAccessibleName(/Brighouse/);
  });
});

describe('Try again while the list is asked for again', () => {
  it('says it is loading, keeps the focus, and offers Try again again after a second failure', async () => {
    failNext('GET', '/pharmacy/all', 'network', 2);
    const page = await open('en');
    await page.user.click(page.field('firstName'));
    const retry = await screen.findByRole('button', { name: TEXTS.en.retry });
    retry.focus();
    fireEvent.click(retry);
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.en.loading);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveFocus();
    await waitFor(() => expect(screen.getByText(TEXTS.en.failed)).toBeInTheDocument());
    expect(retry).not.toHaveAttribute('aria-disabled');
    expect(retry).toHaveFocus();
  });
});
