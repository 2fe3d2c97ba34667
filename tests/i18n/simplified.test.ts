// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CJK_RANGES,
  SIMPLIFIED_DESPITE_REGIONAL,
  VALID_IN_TRADITIONAL,
  simplifiedIn,
  simplifiedOnly,
  tableWithout,
} from './chinese/simplified';

// Issue 29 point 2: the Simplified characters come from a table generated from OpenCC, over all
// of CJK Unified Ideographs and Extension A (tests/i18n/chinese/simplified.ts says how).

/** The hand list tests/localeParity.test.ts used before, all 41 of them. */
const OLD_LIST =
  '们这个说时会医药请电话码证预约诊问题过为间号网页账户书东车长门见统报关区级择确让认';

describe('the generated table of Simplified characters', () => {
  it('holds the characters the review saw pass (录 记 机 资 邮) and the old list’s 41', () => {
    expect([...OLD_LIST]).toHaveLength(41);
    const table = simplifiedOnly();
    for (const c of [...'录记机资邮', ...OLD_LIST]) expect(table.has(c), c).toBe(true);
  });

  it('covers the ranges: thousands of characters, from Extension A to the end of the URO', () => {
    const table = simplifiedOnly();
    expect(CJK_RANGES).toEqual([
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
    ]);
    expect(table.size).toBeGreaterThan(2500);
    // Extension A (䌶, 䜣), the URO's start (丢) and end (鿏, from 䥑).
    for (const c of '䌶䜣丢鿏') expect(table.has(c), c).toBe(true);
  });

  it('leaves the review’s s2t false positives alone: 台 了 系 只 核 才 托 干 唇', () => {
    expect(simplifiedIn('台灣了解關係只有核實才能托兒干擾唇皰疹')).toEqual([]);
  });

  it('leaves Hong Kong’s and Taiwan’s standard forms alone (説 群 裏 着 吃 床 秘 峰)', () => {
    expect(simplifiedIn('説明、群組、這裏、着數、吃藥、病床、秘書、高峰')).toEqual([]);
  });

  it('flags the Hong Kong forms that are also Simplified, which our texts write otherwise', () => {
    expect(simplifiedIn('帳户、温哥華、税項、脱下、喜悦、兑換、什么')).toEqual([
      ...'户温税脱悦兑么',
    ]);
  });

  it('needs each character of its reasoned list: without the list, each would be flagged', () => {
    const bare = tableWithout({ valid: {}, despiteRegional: {} });
    for (const c of Object.keys(VALID_IN_TRADITIONAL)) {
      expect(bare.has(c), `${c} would not be flagged anyway`).toBe(true);
      expect(simplifiedOnly().has(c), c).toBe(false);
    }
    // Regional forms that are also Simplified and that our texts write otherwise stay flagged.
    for (const c of Object.keys(SIMPLIFIED_DESPITE_REGIONAL)) {
      expect(bare.has(c), c).toBe(false);
      expect(simplifiedOnly().has(c), c).toBe(true);
    }
  });

  it('finds each Simplified character of a text once, in order', () => {
    expect(simplifiedIn('请登录您的账户，请')).toEqual(['请', '录', '账', '户']);
    expect(simplifiedIn('請登入您的帳戶')).toEqual([]);
  });
});
