// Renders each brand's mark (src/assets/brand/<id>-mark.svg) into the PNG icons its web app
// manifest names (public/icons/): 192 and 512 px, and a 512 px maskable one whose mark sits in
// the middle 60 % on the brand's navbar colour, so a launcher's circle or squircle never cuts it.
// Run by hand when a mark or a colour changes (node scripts/brand-icons.mjs); the PNGs are
// committed, and tests/brandManifest.test.ts checks they exist at their sizes.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const BRANDS = {
  richmond: { background: '#053632' },
  southvan: { background: '#0f2748' },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [id, { background }] of Object.entries(BRANDS)) {
  const svg = readFileSync(`src/assets/brand/${id}-mark.svg`, 'utf8');
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  for (const [name, size, mark, fill] of [
    [`${id}-192.png`, 192, 192, 'transparent'],
    [`${id}-512.png`, 512, 512, 'transparent'],
    [`${id}-maskable-512.png`, 512, 308, background],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="${src}" width="${mark}" height="${mark}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `public/icons/${name}`, omitBackground: fill === 'transparent' });
  }
}
await browser.close();
