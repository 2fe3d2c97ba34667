import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import AccountPage from '../../src/features/account/AccountPage';
import { PATIENTS } from '../builders/users';
import { pageWithMockBotCheck } from '../pages/mockBotCheck';
import { renderWithProviders, type Lang } from '../utils/render';

// The forms with address fields, as React draws them, held to the project's HTML rules
// (.htmlvalidate.mjs), as scripts/validate-html.mjs holds the built pages. The profile is behind
// a login, so no prerendered page shows it; its fields only appear after Edit. The W3C checker
// once found autocomplete="street-address" (a token for multi-line fields) on both address inputs.

const RegisterPage = pageWithMockBotCheck(() => import('../../src/features/auth/RegisterPage'));

const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The page's body as it stands, in a minimal valid document, and what the rules find in it. */
async function problems(lang: Lang): Promise<string[]> {
  const page = `<!doctype html><html lang="${lang === 'cn' ? 'zh-Hant' : 'en'}"><head><title>Page</title></head><body>${document.body.innerHTML}</body></html>`;
  // A file name in the repository, so the project's configuration applies.
  const report = await validator.validateString(page, 'tests/build/rendered.html');
  return report.results.flatMap((result) =>
    result.messages.map((m: Message) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}

describe.each<Lang>(['en', 'cn'])('rendered HTML (%s)', (lang) => {
  it('the profile, its fields open for editing, is valid HTML', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<AccountPage />, { route: '/account', lang, user: PATIENTS.full });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Edit' : '編輯' }));
    const address = await screen.findByLabelText(lang === 'en' ? 'Address' : '地址', {
      exact: true,
    });
    await waitFor(() => expect(address).not.toHaveAttribute('readonly'));
    expect(await problems(lang)).toEqual([]);
  });

  it('the registration form is valid HTML', async () => {
    await renderWithProviders(<RegisterPage />, { route: '/register', lang });
    await screen.findByRole('heading', { level: 1 });
    expect(await problems(lang)).toEqual([]);
  });
});
