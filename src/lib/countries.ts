// Countries for the address (docs/account.md#registration-fields: about 240 entries, Canada first and the default). The
// service stores the English name; the labels come from Intl.DisplayNames in the page's language,
// so 240 names are not typed twice (glossary). Codes are ISO 3166-1 regions where people live.
// Chinese names are Hong Kong ones (zh-Hant-HK: 意大利, 沙地阿拉伯, 也門, 贊比亞), sorted by a
// zh-Hant-HK collator, like the rest of the portal's Chinese.

import { intlLocale } from './localeTags';
import type { Language } from './dates';

export const DEFAULT_COUNTRY = 'Canada';
export const CANADA_CODE = 'CA';

/** Every region code but Canada, which always leads the list. */
export const OTHER_COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ',
  'BR BS BT BW BY BZ CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO',
  'DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT',
  'GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP',
  'KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ',
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL',
  'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS',
  'ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG',
  'VI VN VU WF WS XK YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

export const COUNTRY_CODES: readonly string[] = [CANADA_CODE, ...OTHER_COUNTRY_CODES];

export interface CountryOption {
  /** The English name: what the service stores. */
  value: string;
  /** The name in the page's language. */
  label: string;
}

type Names = { of(code: string): string | undefined };

function displayNames(locale: string): Names {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // A browser without DisplayNames still lets the patient choose, by code.
    return { of: (code) => code };
  }
}

/**
 * Where CLDR's Hong Kong name is not the one Hong Kong writes, ours wins. Keep this short: a name
 * belongs here only when the glossary, its conventions or a native review name it.
 * - NZ: CLDR gives 紐西蘭 (the Taiwan name) even for zh-Hant-HK; Hong Kong and the rest of our
 *   text (移民體檢: 加拿大及新西蘭) say 新西蘭.
 * - CC: CLDR writes 科科斯 (基林) 群島 with half-width brackets and spaces; Chinese text takes
 *   full-width punctuation.
 * - The rest: CLDR's zh-Hant-HK data inherits these from zh-Hant (Taiwan: 突尼西亞, 吉里巴斯,
 *   帛琉, 剛果（金夏沙）, 瓜地洛普, 哈薩克…); the Hong Kong forms are the ones the native review of
 *   27 November 2026 lists (C4), as Hong Kong's press and government write them.
 */
export const CHINESE_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  NZ: '新西蘭',
  CC: '科科斯（基林）群島',
  TN: '突尼斯',
  KI: '基里巴斯',
  PW: '帕勞',
  CD: '剛果民主共和國',
  CG: '剛果共和國',
  GP: '瓜德羅普',
  MQ: '馬提尼克',
  MP: '北馬里亞納群島',
  KZ: '哈薩克斯坦',
  UZ: '烏茲別克斯坦',
  TJ: '塔吉克斯坦',
  TM: '土庫曼斯坦',
};

/**
 * Regions whose names CLDR has changed between versions, so browsers disagree (Chromium 156:
 * 'Hong Kong', 香港; Node 20: 'Hong Kong SAR China', 中國香港特別行政區). The service stores the
 * English name, so one browser's patient would not find their country selected in another's list:
 * these four are written here once, in their current CLDR form, in both languages.
 */
export const VARYING_NAMES: Readonly<Record<string, { en: string; cn: string }>> = {
  FK: { en: 'Falkland Islands', cn: '福克蘭群島' },
  HK: { en: 'Hong Kong', cn: '香港' },
  MO: { en: 'Macao', cn: '澳門' },
  PS: { en: 'Palestine', cn: '巴勒斯坦' },
};

/** The other English names those regions go by, which a stored address may hold. */
const ENGLISH_ALIASES: Readonly<Record<string, string>> = {
  'Falkland Islands (Islas Malvinas)': 'Falkland Islands',
  'Hong Kong SAR China': 'Hong Kong',
  'Macao SAR China': 'Macao',
  Macau: 'Macao',
  'Palestinian Territories': 'Palestine',
};

/** A stored country as the list names it: another browser's name for the same region is ours. */
export function canonicalCountry(name: string): string {
  return ENGLISH_ALIASES[name.trim()] ?? name;
}

/** A country's name in `lang`: CLDR's (English, or Hong Kong Chinese) unless fixed above. */
function namesIn(lang: Language): Names {
  const cldr = displayNames(intlLocale(lang));
  const fixed = (code: string) => VARYING_NAMES[code]?.[lang];
  if (lang !== 'cn') return { of: (code) => fixed(code) ?? cldr.of(code) };
  return { of: (code) => fixed(code) ?? CHINESE_NAME_OVERRIDES[code] ?? cldr.of(code) };
}

/** Canada first, then the rest sorted by their label in `lang` (a zh-Hant-HK collator for cn). */
export function countryOptions(lang: Language): CountryOption[] {
  const english = namesIn('en');
  const local = lang === 'en' ? english : namesIn(lang);
  const option = (code: string): CountryOption => ({
    value: english.of(code) ?? code,
    label: local.of(code) ?? code,
  });
  const collator = new Intl.Collator(intlLocale(lang));
  const rest = OTHER_COUNTRY_CODES.map(option).sort((a, b) => collator.compare(a.label, b.label));
  return [option(CANADA_CODE), ...rest];
}

export function isCanada(country: string): boolean {
  return country.trim().toLowerCase() === DEFAULT_COUNTRY.toLowerCase();
}
