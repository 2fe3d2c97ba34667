// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClinicTime } from '../../src/features/appointments/clinicTime';
import { chineseDay } from '../../src/lib/calendarDay';
import { formatDateTime } from '../../src/lib/dates';
import { CONVENTIONS } from './chinese/conventions';

// Issue 29 point 2: each convention of src/i18n/GLOSSARY.md is a rule with a name. Each rule
// finds what the glossary forbids and lets good Hong Kong written Chinese pass, the exceptions the
// glossary states (dates, street addresses, telephone numbers, a time's period word) included.

/** The ids of the conventions `text` breaks. */
function broken(text: string): string[] {
  return CONVENTIONS.filter((rule) => rule.pattern.test(text)).map((rule) => rule.id);
}

describe('the conventions', () => {
  it('are the ones the glossary states, each once', () => {
    expect(CONVENTIONS.map((rule) => rule.id)).toEqual([
      'ellipsis',
      'ascii-punctuation',
      'cantonese',
      'latin-spacing',
      'range',
      'numeric-date',
      'date-spaces',
      'day-count',
      'quotes',
      'space-between-chinese',
      'space-by-full-width',
    ]);
  });

  it.each([
    ['ellipsis', '正在發送...'],
    ['ellipsis', '載入中…'],
    ['ellipsis', '載入中………'],
    ['ellipsis', '正在上載⋯⋯'],
    ['ascii-punctuation', '醫生,診所'],
    ['ascii-punctuation', '錯誤:詳情'],
    ['ascii-punctuation', '醫療卡(包括魁北克省)'],
    ['ascii-punctuation', '您嘅預約會喺呢度顯示.'],
    ['ascii-punctuation', '私隱主任，列治文店內診所: info@example.com'],
    ['ascii-punctuation', '請再試一次!'],
    ['ascii-punctuation', '您確定嗎?'],
    ['ascii-punctuation', 'Visa,尾號 4242'],
    ['cantonese', '您嘅預約'],
    ['cantonese', '已經上載咗'],
    ['cantonese', '唔該'],
    ['cantonese', '喺診所'],
    ['cantonese', '冇問題'],
    ['cantonese', '有啲資料'],
    ['cantonese', '會喺呢度顯示'],
    ['cantonese', '係咪您本人'],
    ['cantonese', '呢個係您嘅帳戶'],
    ['cantonese', '佢哋會致電'],
    ['cantonese', '點解要付款'],
    ['latin-spacing', '符合MSP資格'],
    ['latin-spacing', '最多連續7天'],
    ['latin-spacing', '上載PDF檔案'],
    ['latin-spacing', '上限10MB'],
    ['latin-spacing', '第1步'],
    ['range', '醫生會在 1～2 個工作天內完成'],
    ['range', '1~2 個工作天'],
    ['range', '1－2 個工作天'],
    ['range', '一般在 1-2 個工作天內'],
    ['range', '收費 $80–$90'],
    ['numeric-date', '自11/12/2025起'],
    ['numeric-date', '於 2025-11-12 生效'],
    ['numeric-date', '12月25號休息'],
    ['numeric-date', '於 25 號休息'],
    ['date-spaces', '自 2025 年 11 月 12 日起'],
    ['date-spaces', '診所於 12 月 25 日休息'],
    ['day-count', '最多連續 7 日'],
    ['day-count', '最多連續7日'],
    ['day-count', '3日內回覆'],
    ['day-count', '大部分在兩天內完成'],
    ['day-count', '需時三天'],
    ['day-count', '大部分在兩個工作天內完成'],
    ['quotes', '請按"提交"'],
    ['quotes', "請按'提交'"],
    ['quotes', '請按“提交”'],
    ['quotes', '請按‘提交’'],
    ['space-between-chinese', '2026年11月2日 至 2026年11月5日'],
    ['space-between-chinese', '請選擇 2026年11月2日 至 2026年11月5日 之間的日期'],
    ['space-between-chinese', '醫生會致電您的手提 電話'],
    ['space-by-full-width', '電郵： info@example.com'],
    ['space-by-full-width', '請注意 。'],
    ['space-by-full-width', '「 我不是機器人」'],
  ])('%s finds %s', (id, text) => {
    expect(broken(text)).toContain(id);
  });

  it.each([
    '正在發送……',
    '請致電 8-1-1 或 911',
    '例如 604-555-0123，區號不以 0 開頭',
    '1 至 2 個工作天',
    '（1 至 99）',
    '$80 至 $90',
    '自2025年11月12日起',
    '診所於12月25日、26日及1月1日休息。12月24日及31日照常提供電話診症。',
    '您選擇了 2026年11月2日。',
    '2026年11月20日 上午 10:40',
    '2026年12月3日（星期四）上午 10:15',
    '親身到診：星期一至星期五 上午 9:30 至下午 5:30',
    '卑詩省列治文市3號路4651號160室（超級市場內）V6X 2C4',
    '卑詩省溫哥華市菲沙街6425號 V5X 3T4',
    '最多連續 7 天，5 天或以下',
    '同一天、每一天、第一天及之後幾天',
    '會在下一個工作天處理',
    '請假日期',
    '最少保存 16 年',
    '在 2 個月內',
    '符合 MSP 資格',
    '已包括商品及服務稅（GST）。',
    '10 MB',
    '第 1 步：您的病歷資料',
    '發送時間：2026年11月20日 上午 10:40',
    '電郵：info@example.com',
    '請瀏覽 www.oipc.bc.ca。',
    '家庭與診所的關係、聯係及係數',
    '請完成「我不是機器人」驗證。',
    '『收據』',
    'BC Children’s Hospital 及 St. Paul’s Hospital',
    '已下載 40%',
    '$12.50',
    '呢喃',
  ])('lets good Chinese pass: %s', (text) => {
    expect(broken(text)).toEqual([]);
  });
});

describe('the conventions, over generated texts', () => {
  const han = fc.constantFrom(...'您的預約診所醫生病假證明付款帳戶登入電話時間資料');
  const words = fc.array(han, { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));

  it('let every date and time the code writes pass, where a sentence puts it', () => {
    const day = fc.record({
      year: fc.integer({ min: 1900, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        day,
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (parts, instant) => {
          const date = chineseDay(parts);
          for (const text of [
            `自${date}起`,
            `您選擇了 ${date}。`,
            `${date}至${date}`,
            formatDateTime(instant, 'cn'),
            formatClinicTime(instant.toISOString(), 'cn'),
          ])
            expect(broken(text), text).toEqual([]);
        },
      ),
    );
  });

  it('find an ASCII punctuation mark beside Chinese, on either side', () => {
    fc.assert(
      fc.property(words, fc.constantFrom(...'.,:;!?"\'()'), words, (before, mark, after) => {
        expect(broken(`${before}${mark}${after}`)).toContain('ascii-punctuation');
        expect(broken(`${before}${mark} ${after}`)).toContain('ascii-punctuation');
      }),
    );
  });

  it('find Latin letters or digits against Chinese, and pass them with a space', () => {
    const latin = fc.stringMatching(/^(?:[A-Z]{2,5}|[1-9]\d{0,2})$/);
    fc.assert(
      fc.property(words, latin, words, (before, code, after) => {
        expect(broken(`${before} ${code} ${after}`)).toEqual([]);
        // A number that runs into 年, 月, 日, 號 or 室 is a date or an address.
        if (!/^[年月日號室]/.test(after))
          expect(broken(`${before} ${code}${after}`)).toContain('latin-spacing');
      }),
    );
  });

  it('find a Cantonese particle anywhere in a sentence', () => {
    const particle = fc.constantFrom(
      '嘅',
      '咗',
      '唔',
      '喺',
      '冇',
      '啲',
      '呢度',
      '係咪',
      '佢',
      '嘢',
    );
    fc.assert(
      fc.property(words, particle, words, (before, word, after) => {
        expect(broken(`${before}${word}${after}`)).toContain('cantonese');
      }),
    );
  });
});
