// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HOLE,
  brandTexts,
  codeTexts,
  generatedTexts,
  htmlTexts,
  localeTexts,
  manifestTexts,
} from './chinese/sources';

// Issue 29 point 2 (review section 6, item 4): the checks read every place the portal shows
// Chinese. Each source is shown here to find what it must, so a source that quietly reads
// nothing (a moved file, a changed format) fails.

const texts = (list: { text: string }[]) => list.map((t) => t.text);

describe('the places Chinese is shown', () => {
  it('the locale files: every string, each with its English twin', () => {
    const locale = localeTexts();
    expect(locale.length).toBeGreaterThan(1400);
    expect(locale.filter((t) => t.en === undefined)).toEqual([]);
    expect(locale).toContainEqual({
      where: 'common:footer.privacy',
      text: '私隱政策',
      en: 'Privacy Policy',
    });
    // Arrays are read too, item by item.
    expect(locale.some((t) => /^legal:terms\.sections\[\d+\]\.body\[\d+\]$/.test(t.where))).toBe(
      true,
    );
  });

  it('the code: string literals, template literals and JSX text, not comments', () => {
    const code = codeTexts();
    const found = texts(code);
    expect(found).toEqual(
      expect.arrayContaining(['凌晨', '上午', '中午', '下午', '日一二三四五六']),
    );
    // A template literal, each interpolation a hole.
    expect(found).toContain(`${HOLE}年${HOLE}月${HOLE}日`);
    // Comments hold Chinese too (DateOfBirthSelect.tsx: "Chinese writes a date 年月日"), not shown.
    expect(found.some((t) => t.includes('Chinese writes a date'))).toBe(false);
    expect(code.every((t) => /^src\/.+\.tsx?:\d+$/.test(t.where))).toBe(true);
  });

  it('the Chinese web app manifests, both clinics', () => {
    expect(manifestTexts().map((t) => t.where)).toEqual(
      expect.arrayContaining([
        'manifest-richmond-cn.webmanifest:name',
        'manifest-richmond-cn.webmanifest:short_name',
        'manifest-southvan-cn.webmanifest:name',
        'manifest-southvan-cn.webmanifest:short_name',
      ]),
    );
  });

  it('index.html’s <noscript> line', () => {
    expect(texts(htmlTexts())).toContain('本病人網上服務平台需要啟用 JavaScript。');
  });

  it('the brands’ Chinese, each with its English', () => {
    const brand = brandTexts();
    expect(brand.length).toBeGreaterThan(10);
    expect(brand.every((t) => t.en !== undefined)).toBe(true);
    expect(brand.map((t) => t.where)).toContain('brands.richmond.hours.telemedicine.cn');
  });

  it('the Chinese the code writes: each period of the day, dates, every country', () => {
    const generated = generatedTexts();
    const written = texts(generated).join('\n');
    for (const word of ['凌晨', '上午', '中午', '下午', '（星期四）', '1988年4月12日', '新西蘭'])
      expect(written).toContain(word);
    expect(generated.filter((t) => t.where.startsWith('countryOptions')).length).toBeGreaterThan(
      200,
    );
  });
});
