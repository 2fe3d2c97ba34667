import { expect, test } from './fixtures';
import { LABELS, field, type Lang } from './pages/register';
import { expectNoAxeViolations, steer } from './support';

// /register when the pharmacy list fails (issue 26 point 3; spec audit 2026-11-27 item 4): the
// picker offers Try again, which says it is loading and then shows the list to choose from.
// Once per language: English at 1280 px, Chinese at 375 px (@phone-only).

const TEXT = {
  en: {
    failed: 'The pharmacy list could not be loaded.',
    retry: 'Try again',
    loading: 'Loading pharmacies…',
  },
  cn: {
    failed: '未能載入藥房名單。',
    retry: '再試一次',
    loading: '正在載入藥房……',
  },
} as const;

for (const lang of ['en', 'cn'] as Lang[]) {
  test(
    `a failed pharmacy list is loaded again with Try again, in ${lang}`,
    { tag: lang === 'cn' ? ['@phone-only'] : [] },
    async ({ page }) => {
      const t = TEXT[lang];
      await page.goto(`/register?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await steer(page, (mock) => mock.failNext('GET', '/pharmacy/all', '500'), null);
      // The list is asked for as the patient starts on the form.
      await field(page, lang, 'firstName').focus();
      await expect(page.getByText(t.failed, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // The next answer is slow, so 'loading' can be seen; then the list comes.
      await steer(page, (mock) => mock.setLatency(1_500), null);
      await page.getByRole('button', { name: t.retry, exact: true }).click();
      await expect(page.getByText(t.loading, { exact: true })).toBeVisible();
      const search = page.getByRole('searchbox', { name: LABELS[lang].pharmacySearch });
      await expect(search).toBeFocused({ timeout: 10_000 });
      await steer(page, (mock) => mock.setLatency(0), null);

      await search.fill('Brighouse');
      const chosen = page
        .getByRole('radiogroup', { name: LABELS[lang].pharmacies })
        .getByRole('radio', { checked: true });
      await expect(chosen).toHaveAccessibleName(/Brighouse/);
    },
  );
}
