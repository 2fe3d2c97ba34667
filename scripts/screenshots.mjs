// Screenshots of pages at desktop and phone widths, in both languages, for a human to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir] [path ...]  (logs in for patient paths)
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:4173', out = 'reports/screens', ...paths] = process.argv.slice(2);
const PATIENT_PATHS = ['/dashboard', '/account', '/message', '/medicalInfo'];
const pages = paths.length ? paths : ['/', '/login', '/dashboard'];
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
for (const [size, viewport] of Object.entries(sizes)) {
  for (const lang of ['en', 'cn']) {
    const context = await browser.newContext({ viewport, locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${base}/?lang=${lang}`);
    if (pages.some((p) => PATIENT_PATHS.some((q) => p.startsWith(q)))) {
      await page.goto(`${base}/login`);
      await page.locator('#login-email').fill('patient@example.com');
      await page.locator('#login-password').fill('Clinic2026!');
      await page.locator('.bot-check input').check();
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/dashboard/);
    }
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(900);
      const name = `${out}/${size}-${lang}${path.replace(/[/?=&]+/g, '_') || '_'}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
