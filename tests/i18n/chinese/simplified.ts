import hkVariants from 'opencc-js/dict/HKVariants';
import stCharacters from 'opencc-js/dict/STCharacters';
import tsCharacters from 'opencc-js/dict/TSCharacters';
import twVariants from 'opencc-js/dict/TWVariants';

// Issue 29 point 2 (review section 6, item 3): Simplified characters are found with a table
// generated from OpenCC's dictionaries, over the whole of CJK Unified Ideographs and Extension A,
// instead of a hand list of 41 characters that let 录, 记, 机, 资 and 邮 through.
//
// A character is Simplified-only when
//   1. OpenCC's t2s turns some other character into it (it is somebody's simplified form), and
//   2. OpenCC's s2t does not keep it (s2t turns it back into a Traditional character), and
//   3. it is not a Traditional regional standard form: OpenCC's t2hk and t2tw turn Traditional
//      characters into Hong Kong and Taiwan standard glyphs (溫→温, 說→説, 戶→户, 臺→台, 脣→唇,
//      羣→群), which are Traditional too (our text is Hong Kong's), except the few listed in
//      SIMPLIFIED_DESPITE_REGIONAL, which are also Simplified and which our texts write otherwise, and
//   4. it is not on the reasoned list below of characters Traditional text uses in words of
//      its own, where s2t guesses a different character.
// Rule 2 keeps out characters that OpenCC only normalises (眞→真, 敎→教): s2t leaves 真 alone.
//
// t2s, s2t, t2hk and t2tw of one character are lookups in OpenCC's character dictionaries
// (TSCharacters, STCharacters, HKVariants, TWVariants; the phrase dictionaries need two or more
// characters), so the table reads those directly: the same answers as opencc-js's Converter for
// every code point of the ranges (checked once when this was written), in a few milliseconds
// instead of two seconds.

/** Code point ranges read: CJK Unified Ideographs Extension A and the URO. */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
];

/**
 * Characters that rules 1 to 3 would flag but Traditional (and Hong Kong) text writes in words
 * of their own. s2t changes them by guessing the commonest Traditional source, which is wrong for
 * these words; flagging them would make the check cry wolf on good text. The review (section 3
 * of its summary) names the s2t false positives of our texts: 台, 了, 系, 只, 核, 才, 托, 干, 唇;
 * of those only 干 needs this list (台 and 唇 are Hong Kong forms, rule 3; s2t keeps the others).
 */
export const VALID_IN_TRADITIONAL: Readonly<Record<string, string>> = {
  干: '干擾, 干預, 若干, 不相干 (s2t guesses 幹)',
  后: '皇后, 王后, 皇后大道 (s2t guesses 後)',
  里: '公里, 鄰里, 里程 (s2t guesses 裏)',
  斗: '北斗, 斗膽, 漏斗 (s2t guesses 鬥)',
  丑: '小丑, 子丑寅卯 (s2t guesses 醜)',
  几: '茶几 (s2t guesses 幾)',
};

/**
 * Regional forms (rule 3) that stay flagged. Taiwan's standard writes 幺 as 么, but in a sentence
 * 么 is the Simplified 麼 (什么, 怎么). Hong Kong's glyph standard writes 户, 温, 税, 脱, 悦 and
 * 兑, but each is also the mainland's Simplified form, and our texts (like most Hong Kong print)
 * write 戶, 溫, 稅, 脫, 悅 and 兌 (帳戶, 溫哥華, 商品及服務稅): one form, and the old hand list had 户.
 */
export const SIMPLIFIED_DESPITE_REGIONAL: Readonly<Record<string, string>> = {
  么: 'Taiwan’s form of 幺; in running text the Simplified 麼 (什么, 怎么)',
  户: 'we write 戶 (帳戶); 户 is also the Simplified form',
  温: 'we write 溫 (溫哥華); 温 is also the Simplified form',
  税: 'we write 稅 (商品及服務稅); 税 is also the Simplified form',
  脱: 'we write 脫; 脱 is also the Simplified form',
  悦: 'we write 悅; 悦 is also the Simplified form',
  兑: 'we write 兌; 兑 is also the Simplified form',
};

function* codePoints(): Generator<string> {
  for (const [first, last] of CJK_RANGES) {
    for (let cp = first; cp <= last; cp += 1) yield String.fromCodePoint(cp);
  }
}

/** One OpenCC character dictionary: "key value|key value", the first value being the default. */
function dictionary(pairs: string): (c: string) => string {
  const map = new Map<string, string>();
  for (const pair of pairs.split('|')) {
    const [key = '', value = ''] = pair.split(' ');
    map.set(key, value);
  }
  return (c) => map.get(c) ?? c;
}

/** The lists that take characters out of (or keep them in) the generated table. */
export interface TableLists {
  valid: Readonly<Record<string, string>>;
  despiteRegional: Readonly<Record<string, string>>;
}

/** The table generated with `lists` (the test shows each listed character is needed). */
export function tableWithout({ valid, despiteRegional }: TableLists): ReadonlySet<string> {
  const t2s = dictionary(tsCharacters);
  const s2t = dictionary(stCharacters);
  const t2hk = dictionary(hkVariants);
  const t2tw = dictionary(twVariants);
  const produced = new Set<string>();
  const regional = new Set<string>();
  for (const c of codePoints()) {
    const simplified = t2s(c);
    if (simplified !== c && [...simplified].length === 1) produced.add(simplified);
    for (const form of [t2hk(c), t2tw(c)]) {
      if (form !== c && [...form].length === 1) regional.add(form);
    }
  }
  const table = new Set<string>();
  for (const x of produced) {
    if (s2t(x) === x) continue;
    if (regional.has(x) && !(x in despiteRegional)) continue;
    if (x in valid) continue;
    table.add(x);
  }
  return table;
}

let cached: ReadonlySet<string> | undefined;

/** The Simplified-only characters (generated once per test worker, in milliseconds). */
export function simplifiedOnly(): ReadonlySet<string> {
  cached ??= tableWithout({
    valid: VALID_IN_TRADITIONAL,
    despiteRegional: SIMPLIFIED_DESPITE_REGIONAL,
  });
  return cached;
}

/** The Simplified-only characters in `text`, in order, each once. */
export function simplifiedIn(text: string): string[] {
  const table = simplifiedOnly();
  return [...new Set([...text].filter((c) => table.has(c)))];
}
