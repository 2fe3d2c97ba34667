import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBrandToDocument, brands, type Brand } from '../src/config/brands';

// Issue 19 point 4: a web app manifest per brand and language (public/), chosen at boot like the
// theme, with icons rendered from the brand's mark (scripts/brand-icons.mjs). The manifests are
// static files, so this holds them to brands.ts.

const PORTAL = { en: 'Patient Portal', cn: '病人網上服務平台' } as const;

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const read = (file: string) => readFileSync(path.resolve('public', file));
const manifestOf = (brand: Brand, lang: 'en' | 'cn') =>
  JSON.parse(read(`manifest-${brand.id}-${lang}.webmanifest`).toString('utf8')) as Manifest;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = read(file.replace(/^\//, ''));
  expect(bytes.subarray(1, 4).toString('ascii'), file).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe.each(Object.values(brands))('the $id home-screen manifest', (brand) => {
  it.each(['en', 'cn'] as const)('in %s names the brand and uses its colours', (lang) => {
    const manifest = manifestOf(brand, lang);
    expect(manifest.name).toBe(`${brand.name[lang]} · ${PORTAL[lang]}`);
    expect(manifest.short_name).toBe(brand.shortName[lang]);
    expect(manifest.lang).toBe(lang === 'en' ? 'en-CA' : 'zh-Hant-HK');
    expect(manifest.theme_color).toBe(brand.themeColor);
    expect(manifest).toMatchObject({
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
    });
  });

  it('has icons of 192 and 512 px and a maskable one, each the size it says', () => {
    const { icons } = manifestOf(brand, 'en');
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(new RegExp(`^/icons/${brand.id}-`));
      expect(pngSize(icon.src)).toBe(icon.sizes);
    }
    expect(manifestOf(brand, 'cn').icons).toEqual(icons);
  });

  it('is linked at boot in the page’s language, with the iOS icon', () => {
    applyBrandToDocument(brand, 'cn');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      `/manifest-${brand.id}-cn.webmanifest`,
    );
    applyBrandToDocument(brand, 'en');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      `/manifest-${brand.id}-en.webmanifest`,
    );
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      `/icons/${brand.id}-192.png`,
    );
  });
});
