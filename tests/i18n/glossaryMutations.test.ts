// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chineseFindings, glossaryRules, type Finding } from './chinese/check';
import { allTexts, type ChineseText } from './chinese/sources';

// Issue 29 point 3: the proof that the Chinese checks hold. Each text below breaks the glossary;
// it is written into the real texts (the same list tests/i18n/glossary.test.ts reads), in place
// of the text at its key, one at a time, and the same entry point the real test uses
// (chineseFindings) must then find, at that key, each rule named here, none of which it found
// there before. The first ten are the review's section 6 planted texts, which passed the old
// test; the rest cover the other new terms and rules, and Chinese outside the locale files.

interface Mutation {
  where: string;
  text: string;
  /** Rule ids that must newly fire at `where` (see Finding.rule). */
  rules: string[];
}

/** One row a mutation: [where, text, rules], so that the table reads as one. */
type Row = [where: string, text: string, rules: string[]];

function mutations(rows: Row[]): Mutation[] {
  return rows.map(([where, text, rules]) => ({ where, text, rules }));
}

const REVIEW = mutations([
  ['auth:login.formTitle', '登录', ['simplified', 'rejected:登录', 'positive:\\blog ?in\\b']],
  [
    'medicalInfo:choices.conditions.tuberculosis',
    '結核病（不包括肺結核）',
    ['rejected:不包括肺結核', 'positive:tuberculosis'],
  ],
  [
    'dashboard:cards.sickNote.text',
    '申請由醫生簽發的病假紙，最多連續7日。大部分在兩個工作天內完成。',
    ['rejected:病假紙', 'day-count', 'positive:\\bsick notes?\\b'],
  ],
  ['upload:title', '上傳檔案', ['rejected:上傳', 'positive:\\buploads?|\\buploading\\b']],
  ['common:footer.privacy', '隱私政策', ['rejected:隱私政策', 'positive:privacy policy']],
  ['dashboard:appointments.empty', '您嘅預約會喺呢度顯示.', ['cantonese', 'ascii-punctuation']],
  ['sicknoteInfo:employer.text', '自11/12/2025起，僱主不可要求醫生證明。', ['numeric-date']],
  ['forms:form.lead', '醫生一般會在 1～2 個工作天內完成。', ['range']],
  [
    'account:profile.care',
    '藥局及家庭醫師',
    [
      'rejected:藥局',
      'rejected:家庭醫師',
      'rejected:醫師',
      'positive:\\bpharmac(?:y|ies)\\b',
      'positive:family doctors?',
    ],
  ],
  [
    'booking:rules.phone.text',
    '醫生會致電您的手提 電話，請保持手机開機。',
    ['space-between-chinese', 'rejected:手机', 'simplified'],
  ],
]);

const OURS = mutations([
  [
    'upload:errors.sessionExpired',
    '您的登入時段已經過期，請重新登入以繼續。',
    ['rejected:登入時段[^，。]{0,6}過期', 'positive:session (?:has |may have )?expired'],
  ],
  [
    'policies:partners.msp',
    '醫療服務計劃（MSP）：登記參加、更新地址或補領卑詩省服務卡。',
    ['rejected:(?<!卑詩省)醫療服務計劃', 'positive:medical services plan'],
  ],
  [
    'legal:terms.sections[6].body[0]',
    '部分服務不屬 MSP 保障範圍，例如病假證明。卑詩省醫療服務計劃（MSP）的資料載於收費表。',
    ['rejected:MSP(?=[^]*卑詩省醫療服務計劃（MSP）)'],
  ],
  [
    'forms:form.price.note',
    '表格填寫不受 MSP 保障。付款前會確認最終費用。',
    [
      'rejected:不受 MSP 保障',
      "positive:not covered by (?:the Medical Services Plan \\(MSP\\)|MSP)|MSP (?:does not|doesn't) cover",
    ],
  ],
  [
    'home:services.sickNote.points[2]',
    '您在提交申請時付款（病假證明不設退款）。病假證明會以 PDF 檔案電郵給您。',
    ['rejected:不設退款', 'positive:not refundable|non-refundable'],
  ],
  [
    'register:errors.bcHealthNumber',
    '卑詩省醫療卡號碼無效。',
    ['rejected:卑詩省醫療卡', 'positive:\\bB\\.?C\\.? ?health ?card number'],
  ],
  [
    'home:services.telephone.points[2]',
    '請把電話放在身邊並開啟鈴聲：來電或會顯示為私人或不明號碼。',
    [
      'rejected:私人[^，。]{0,3}號碼',
      'positive:(?:private|unknown|hidden|blocked) (?:or (?:private|unknown|hidden|blocked) )?number',
    ],
  ],
  ['payment:card.title', '以信用卡付款', ['positive:credit or debit card|\\bpay by card\\b']],
  [
    'medicalInfo:edit.titleUpdate',
    '更新病歷',
    ['rejected:(?:更新|確認您的|填寫|個人|您目前的)病歷(?!資料)', 'positive:medical information'],
  ],
  ['validation:errors.captcha', '請完成"我不是機器人"驗證。', ['quotes']],
  ['common:errors.title', '錯誤： {{detail}}', ['space-by-full-width']],
  ['files:hint.upload', 'PDF、JPG 或 PNG檔案，最多 {{max}} 個。', ['latin-spacing']],
  [
    'payment:summary.gst',
    '已包括 GST。',
    ['rejected:(?<!商品及服務稅（)GST', 'positive:\\bGST\\b'],
  ],
  [
    'brands.richmond.hours.telemedicine.cn',
    '遙距診症：星期一至星期五 上午 9:00 至下午 6:00',
    ['rejected:遙距診症', 'positive:telemedicine'],
  ],
  ['countryOptions(cn): New Zealand', '紐西蘭', ['rejected:紐西蘭']],
  ['manifest-richmond-cn.webmanifest:name', '列治文店内诊所 · 病人网上服务平台', ['simplified']],
  ['src/lib/chineseMeridiem.ts:7', '上晝', ['cantonese']],
]);

const texts = allTexts();
const rules = glossaryRules();
/** What the checks find in the real texts as they are. */
const baseline = chineseFindings(texts, rules);

/** The rule ids found at `where` in `list`. */
function rulesAt(list: readonly Finding[], where: string): string[] {
  return list.filter((f) => f.where === where).map((f) => f.rule);
}

function mutated(where: string, text: string): ChineseText[] {
  const at = texts.findIndex((t) => t.where === where);
  expect(at, `${where} is one of the texts`).toBeGreaterThanOrEqual(0);
  return texts.map((t, i) => (i === at ? { ...t, text } : t));
}

describe('the Chinese checks, against rule-breaking texts written into the real ones', () => {
  it('have at least the review’s ten and ten more', () => {
    expect(REVIEW).toHaveLength(10);
    expect(OURS.length).toBeGreaterThanOrEqual(10);
  });

  it.each([...REVIEW, ...OURS])('catch $text at $where', ({ where, text, rules: expected }) => {
    const before = rulesAt(baseline, where);
    const after = rulesAt(chineseFindings(mutated(where, text), rules), where);
    for (const rule of expected) {
      expect(before, `${rule} already fired at ${where}`).not.toContain(rule);
      expect(after, `${rule} at ${where}`).toContain(rule);
    }
  });
});
