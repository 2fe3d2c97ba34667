import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyBrandToDocument,
  brand,
  brandForHost,
  brands,
  richmond,
  southvan,
  type Brand,
} from '../src/config/brands';
import { env } from '../src/config/env';

const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')}/`;
const allBrands: Brand[] = [richmond, southvan];

// WCAG 2.1 relative luminance and contrast ratio.
function parseColor(value: string): [number, number, number] {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (text === 'white') return [255, 255, 255];
  throw new Error(`Unparsed colour: ${value}`);
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const TEXT = 4.5;
const UI = 3;

describe('contrast helper', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(allBrands)('$id colours (WCAG 2.1 AA)', (b) => {
  const c = b.colors;

  it('white text on primary buttons', () => {
    expect(contrast(WHITE, c.primary)).toBeGreaterThanOrEqual(TEXT);
  });

  it('links (primary) on white', () => {
    expect(contrast(c.primary, WHITE)).toBeGreaterThanOrEqual(TEXT);
  });

  it('hovered links on white and white on hovered buttons (primaryDark)', () => {
    expect(contrast(c.primaryDark, WHITE)).toBeGreaterThanOrEqual(TEXT);
  });

  it('text on the navbar and footer', () => {
    expect(contrast(c.navbarText, c.navbarBg)).toBeGreaterThanOrEqual(TEXT);
  });

  it('white hero text along the whole gradient', () => {
    for (const stop of [c.navbarBg, c.primaryDark, c.primary]) {
      expect(contrast(WHITE, stop)).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('focus ring (accent) visible on white and on the navbar', () => {
    expect(contrast(c.accent, WHITE)).toBeGreaterThanOrEqual(UI);
    expect(contrast(c.accent, c.navbarBg)).toBeGreaterThanOrEqual(UI);
  });

  it('theme colour is the navbar colour', () => {
    expect(b.themeColor).toBe(c.navbarBg);
  });
});

describe('compiled stylesheet', () => {
  let css = '';

  beforeAll(() => {
    css = sass.compile(`${root}src/styles/main.scss`, {
      loadPaths: [`${root}node_modules`],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css;
  }, 60_000);

  function block(selector: string): Record<string, string> {
    const start = css.indexOf(`${selector} {`);
    expect(start, `rule ${selector}`).toBeGreaterThanOrEqual(0);
    const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
    const vars: Record<string, string> = {};
    for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
      if (match[1] && match[2]) vars[match[1]] = match[2].trim();
    }
    return vars;
  }

  function get(vars: Record<string, string>, name: string): string {
    const value = vars[name];
    expect(value, name).toBeDefined();
    return value ?? '';
  }

  it.each(allBrands)('the $id theme uses the colours of brands.ts', (b) => {
    const theme = block(`[data-brand=${b.id}]`);
    expect(get(theme, '--brand-primary')).toBe(b.colors.primary);
    expect(get(theme, '--brand-primary-dark')).toBe(b.colors.primaryDark);
    expect(get(theme, '--brand-accent')).toBe(b.colors.accent);
    expect(get(theme, '--brand-navbar-bg')).toBe(b.colors.navbarBg);
    expect(get(theme, '--brand-navbar-text')).toBe(b.colors.navbarText);
    expect(get(theme, '--bs-primary')).toBe(b.colors.primary);
    expect(get(theme, '--bs-primary-rgb')).toBe(parseColor(b.colors.primary).join(', '));
    expect(get(theme, '--bs-link-color')).toBe(b.colors.primary);
    expect(get(theme, '--bs-link-color-rgb')).toBe(parseColor(b.colors.primary).join(', '));
    expect(get(theme, '--bs-link-hover-color')).toBe(b.colors.primaryDark);
    expect(get(theme, '--focus-ring-color')).toBe(b.colors.accent);
  });

  it.each(allBrands)('the $id buttons and alerts pass in every state', (b) => {
    const theme = block(`[data-brand=${b.id}]`);
    expect(
      contrast(get(theme, '--bs-primary-text-emphasis'), get(theme, '--bs-primary-bg-subtle')),
    ).toBeGreaterThanOrEqual(TEXT);

    const solid = block(`[data-brand=${b.id}] .btn-primary`);
    expect(get(solid, '--bs-btn-bg')).toBe(b.colors.primary);
    for (const state of ['', 'hover-', 'active-']) {
      const text = get(solid, `--bs-btn-${state}color`);
      const bg = get(solid, `--bs-btn-${state}bg`);
      expect(contrast(text, bg), `.btn-primary ${state || 'rest'}`).toBeGreaterThanOrEqual(TEXT);
    }

    const outline = block(`[data-brand=${b.id}] .btn-outline-primary`);
    expect(contrast(get(outline, '--bs-btn-color'), WHITE)).toBeGreaterThanOrEqual(TEXT);
    for (const state of ['hover-', 'active-']) {
      const text = get(outline, `--bs-btn-${state}color`);
      const bg = get(outline, `--bs-btn-${state}bg`);
      expect(contrast(text, bg), `.btn-outline-primary ${state}`).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('has a visible focus style and honours reduced motion', () => {
    expect(css).toMatch(/outline: var\(--focus-ring-width\) solid var\(--focus-ring-color\)/);
    expect(css).toMatch(/--focus-ring-width: 3px/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });

  it('leaves out the Bootstrap parts the portal does not use', () => {
    for (const unused of [
      '.carousel',
      '.toast',
      '.popover',
      '.tooltip',
      '.offcanvas',
      '.breadcrumb',
      '.pagination',
      '.placeholder',
    ]) {
      // Only rules that start with the component; a navbar may still mention .offcanvas.
      expect(css, unused).not.toMatch(new RegExp(`(^|\\n)\\${unused}[ ,{:-]`));
    }
  });

  it('stays under 25 KB gzip once minified', async () => {
    const { gzipSync } = await import('node:zlib');
    const minified = sass.compile(`${root}src/styles/main.scss`, {
      loadPaths: [`${root}node_modules`],
      style: 'compressed',
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css;
    expect(gzipSync(minified, { level: 9 }).length).toBeLessThan(25 * 1024);
  }, 60_000);
});

describe('brandForHost', () => {
  it.each([
    ['portal.southvanclinic.ca', 'southvan'],
    ['svm.example.ca', 'southvan'],
    ['PORTAL.SVM-CLINIC.CA', 'southvan'],
    ['SouthVan.example.com', 'southvan'],
    ['portal.richmondinstoreclinic.ca', 'richmond'],
    ['localhost', 'richmond'],
    ['127.0.0.1', 'richmond'],
    ['', 'richmond'],
  ])('%s → %s', (host, id) => {
    expect(brandForHost(host).id).toBe(id);
  });

  it('lets the build-time override win over the host', () => {
    expect(brandForHost('portal.southvanclinic.ca', 'richmond')).toBe(richmond);
    expect(brandForHost('localhost', 'southvan')).toBe(southvan);
  });

  it('computes the page brand from this host and env.brand', () => {
    expect(brand).toBe(brandForHost(window.location.hostname, env.brand));
  });
});

describe('applyBrandToDocument', () => {
  it('sets data-brand, the title, the theme colour and one tab icon', () => {
    applyBrandToDocument(southvan, 'en');
    expect(document.documentElement.dataset.brand).toBe('southvan');
    expect(document.title).toBe('South Vancouver Medical Clinic · Patient Portal');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      southvan.themeColor,
    );
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(southvan.logo);

    applyBrandToDocument(richmond, 'cn');
    expect(document.documentElement.dataset.brand).toBe('richmond');
    expect(document.title).toBe('列治文店內診所 · 病人網上服務平台');
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel~="icon"][type="image/svg+xml"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      richmond.themeColor,
    );
  });

  it('leaves a fallback .ico icon alone', () => {
    const ico = document.createElement('link');
    ico.rel = 'icon';
    ico.href = '/favicon.ico';
    ico.setAttribute('sizes', '32x32');
    document.head.prepend(ico);
    applyBrandToDocument(southvan, 'en');
    expect(ico.getAttribute('href')).toBe('/favicon.ico');
    ico.remove();
  });
});

describe('brand data', () => {
  // Characters that exist only in Simplified Chinese; the portal writes Traditional.
  const SIMPLIFIED =
    /[诊医预约电话时间关门疗温华东区证书记录药检态码网务资讯发现设为们这进过还请问题应该经济长开车驾营业节]/;

  function chineseTexts(b: Brand): string[] {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'cn' && typeof inner === 'string') texts.push(inner);
          else walk(inner);
        }
      }
    };
    walk(b);
    return texts;
  }

  it('keys the brands by their ids', () => {
    expect(Object.keys(brands)).toEqual(['richmond', 'southvan']);
    for (const [id, b] of Object.entries(brands)) expect(b.id).toBe(id);
  });

  it.each(allBrands)('$id has complete, plausible contact data', (b) => {
    expect(b.homepage).toMatch(/^https:\/\/[a-z0-9.-]+\.ca$/);
    expect(b.serviceEmail).toMatch(/^info@[a-z0-9-]+\.ca$/);
    expect(b.fax).toMatch(/^604-\d{3}-\d{4}$/);
    if (b.phone !== undefined) expect(b.phone).toMatch(/^604-\d{3}-\d{4}$/);
    expect(b.address.province).toBe('BC');
    expect(b.address.postal).toMatch(/^V\d[A-Z] \d[A-Z]\d$/);
    expect(b.address.full.en).toContain(b.address.street);
    expect(b.address.full.en).toContain(b.address.postal);
    expect(b.address.full.cn).toContain(b.address.postal);
    expect(b.mapQuery).toContain(b.address.postal);
    expect(b.doctorName.en).toMatch(/^Dr\. /);
    expect(b.doctorName.cn).toMatch(/醫生$/);
    expect(typeof b.logo).toBe('string');
    expect(b.logo).not.toBe('');
    expect(b.logoWide).not.toBe(b.logo);
  });

  it('places each clinic in its city', () => {
    expect(richmond.address.city).toBe('Richmond');
    expect(richmond.address.postal).toMatch(/^V6X/);
    expect(richmond.address.street).toContain('No. 3 Road');
    expect(southvan.address.city).toBe('Vancouver');
    expect(southvan.address.postal).toMatch(/^V5[XP]/);
  });

  it.each(allBrands)('$id writes Chinese in Traditional characters', (b) => {
    const texts = chineseTexts(b);
    expect(texts.length).toBeGreaterThanOrEqual(8);
    for (const text of texts) {
      expect(text, text).toMatch(/[\u4e00-\u9fff]/);
      expect(text, text).not.toMatch(SIMPLIFIED);
    }
    expect(b.name.cn).toContain('診所');
    expect(b.hours.closed.cn).toContain('法定假期');
    expect(b.hours.closed.en).toContain('statutory holidays');
    expect(b.hours.december.en).toMatch(/December/);
  });

  it('ships small logos with a title, different for each brand', () => {
    const files = ['richmond-logo', 'richmond-mark', 'southvan-logo', 'southvan-mark'].map(
      (name) => `${root}src/assets/brand/${name}.svg`,
    );
    for (const file of files) {
      expect(statSync(file).size, file).toBeLessThan(3 * 1024);
      expect(readFileSync(file, 'utf8'), file).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(readFileSync(files[1] ?? '', 'utf8')).not.toBe(readFileSync(files[3] ?? '', 'utf8'));
  });

  it('ships a real favicon.ico and a robots.txt', () => {
    const ico = readFileSync(`${root}public/favicon.ico`);
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt8(6)).toBe(32);
    const robots = readFileSync(`${root}public/robots.txt`, 'utf8');
    expect(robots).toMatch(/^Disallow: \/medical\/records\/$/m);
    expect(robots).toMatch(/^Disallow: \/__mock\/$/m);
  });
});
