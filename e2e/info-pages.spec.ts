import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './support';
import { openAsPatient } from './pages/session';

type Lang = 'en' | 'cn';

interface InfoPage {
  path: string;
  title: Record<Lang, string>;
  /** Figures and phrases that must appear on the page, in each language. */
  shows: Record<Lang, string[]>;
  /** Number of questions in the page's accordion(s), if any. */
  questions?: number;
}

const pages: InfoPage[] = [
  {
    path: '/policies',
    title: { en: 'Our clinic policies', cn: '本診所的政策' },
    shows: {
      en: [
        "24 hours' notice",
        'up to 6 hours before',
        '5 business days',
        '$50',
        '$100',
        'within 2 months',
        '10 days or more',
        '$75',
        '10 business days',
        'up to 10 pages',
        '$1 a page',
      ],
      cn: [
        '24 小時',
        '6 小時',
        '5 個工作天',
        '$50',
        '$100',
        '2 個月',
        '10 天',
        '$75',
        '10 個工作天',
        '每頁 $1',
      ],
    },
  },
  {
    path: '/faq',
    title: { en: 'Frequently asked questions', cn: '常見問題' },
    shows: {
      en: [
        'Can I change my name, date of birth or health card number',
        "What does 'user not found' mean?",
      ],
      cn: ['我可以在帳戶中更改姓名、出生日期或醫療卡號碼嗎？', '找不到此用戶'],
    },
    questions: 21,
  },
  {
    path: '/bookappointment',
    title: { en: 'Book an appointment online', cn: '網上預約看診' },
    shows: {
      en: [
        'valid BC Services Card',
        'up to 6 hours before',
        'One patient per booking',
        'Arrive 10 minutes early',
        'keep your phone on',
      ],
      cn: ['卑詩省服務卡', '6 小時', '每次預約只限一位病人', '提前 10 分鐘', '保持電話暢通'],
    },
  },
  {
    path: '/sicknote',
    title: { en: 'Sick notes online, from a doctor', cn: '由醫生發出的網上病假證明' },
    shows: {
      en: [
        '$65',
        '$130',
        'GST included',
        '1 business day',
        'November 12, 2025',
        'Check a sick note',
      ],
      cn: [
        '$65',
        '$130',
        '已包括商品及服務稅（GST）',
        '1 個工作天',
        '2025年11月12日',
        '核實病假證明',
      ],
    },
    questions: 8,
  },
  {
    path: '/medicalform',
    title: { en: 'Have your form completed by a doctor', cn: '由醫生為您填寫表格' },
    shows: {
      en: [
        'WorkSafeBC',
        'ICBC',
        'Employment Insurance (EI)',
        '$250',
        '$75',
        '$750 flat',
        'Total: $400',
        '1-2 business days',
      ],
      cn: [
        'WorkSafeBC',
        'ICBC',
        '就業保險（EI）',
        '$250',
        '$75',
        '劃一 $750',
        '合共：$400',
        '1 至 2 個工作天',
      ],
    },
    questions: 7,
  },
  {
    path: '/immigration',
    title: { en: 'Immigration medical exams', cn: '移民體檢' },
    shows: {
      en: [
        '$250',
        '$325',
        '$300',
        '$375',
        '$200',
        '$80–$90',
        '$80',
        'within 3 business days',
        'up to 24 hours before',
      ],
      cn: ['$250', '$325', '$300', '$375', '$200', '$80 至 $90', '3 個工作天內', '24 小時'],
    },
    questions: 13,
  },
];

async function open(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cn' ? 'zh-Hant-HK' : 'en');
  // Each page and its texts are their own chunks; give a busy machine time to fetch them.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

const questions = (page: Page) => page.locator('main .faq-accordion .accordion-button');

for (const info of pages) {
  for (const lang of ['en', 'cn'] as const) {
    test(`${info.path} in ${lang}: heading, figures, questions and accessibility`, async ({
      page,
    }) => {
      await open(page, info.path, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      for (const text of info.shows[lang]) {
        await expect(main, text).toContainText(text);
      }
      if (info.questions) await expect(questions(page)).toHaveCount(info.questions);
      await expectNoAxeViolations(page);
    });
  }
}

const COPY = {
  en: {
    sickSteps: [
      'Submit your request',
      'Pay when you send your request',
      'A doctor reviews it',
      'Receive your note by e-mail',
    ],
    reply: 'we reply by e-mail within 24 hours',
    cost: 'How much does a sick note cost?',
    costAnswer: 'Typically $65 with a valid BC Services Card',
    formSteps: [
      'Answer a short questionnaire',
      'Pay online',
      'Upload your form',
      'A provider reviews it',
      'Receive your form by e-mail',
    ],
    faqSickNote: 'Can I get a sick note online?',
    faqSickNoteAnswer: 'The fee is typically $65',
    faqPaid: 'you pay when you send your request',
    approval: /approves/,
  },
  cn: {
    sickSteps: ['提交申請', '提交申請時付款', '醫生審閱', '以電郵收取病假證明'],
    reply: '我們會在 24 小時內以電郵回覆',
    cost: '病假證明收費多少？',
    costAnswer: '一般收費 $65',
    formSteps: ['回答簡短問卷', '在網上付款', '上載您的表格', '醫護人員審閱', '以電郵收取表格'],
    faqSickNote: '我可以在網上申請病假證明嗎？',
    faqSickNoteAnswer: '一般收費 $65',
    faqPaid: '您在提交申請時付款',
    approval: /批准/,
  },
} as const;

for (const lang of ['en', 'cn'] as const) {
  const l = COPY[lang];
  test(`in ${lang}, the service pages tell the flow as it is: a sick note is paid when sent, a form is paid before its upload`, async ({
    page,
  }) => {
    await open(page, '/sicknote', lang);
    const main = page.getByRole('main');
    const steps = main.locator('ol.info-steps').getByRole('heading');
    await expect(steps).toHaveText([...l.sickSteps]);
    await expect(main).toContainText(l.reply);
    await expect(main).not.toContainText(l.approval);
    await page.getByRole('button', { name: l.cost }).click();
    await expect(page.getByRole('region', { name: l.cost })).toContainText(l.costAnswer);

    await open(page, '/medicalform', lang);
    await expect(page.getByRole('main').locator('ol.info-steps').getByRole('heading')).toHaveText([
      ...l.formSteps,
    ]);

    await open(page, '/faq', lang);
    await page.getByRole('button', { name: l.faqSickNote }).click();
    const answer = page.getByRole('region', { name: l.faqSickNote });
    await expect(answer).toContainText(l.faqSickNoteAnswer);
    await expect(answer).toContainText(l.faqPaid);
    await expectNoAxeViolations(page);

    await open(page, '/', lang);
    await expect(page.getByRole('main')).not.toContainText(l.approval);
  });
}

test('a question opens and closes its answer', async ({ page }) => {
  await open(page, '/faq', 'en');
  const question = page.getByRole('button', { name: 'Can my family share one account?' });
  const answer = page.getByRole('region', { name: 'Can my family share one account?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Children need their own account');
  expect(await question.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));
  await expectNoAxeViolations(page);
  // By keyboard too: the question is a real button.
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('FAQ answers carry the clinic e-mail and the password reset link', async ({ page }) => {
  await open(page, '/faq', 'cn');
  await page.getByRole('button', { name: /醫療卡號碼已有帳戶/ }).click();
  const answer = page.getByRole('region', { name: /醫療卡號碼已有帳戶/ });
  await expect(answer.getByRole('link', { name: '重設密碼' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
  await expect(answer.getByRole('link', { name: 'info@richmondinstoreclinic.ca' })).toHaveAttribute(
    'href',
    'mailto:info@richmondinstoreclinic.ca',
  );
  await expectNoAxeViolations(page);
});

test('partner links open in a new window, safely, and say so', async ({ page }) => {
  await open(page, '/policies', 'en');
  const links = page
    .getByRole('list', { name: 'Links to other health services' })
    .getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('(opens in a new window)');
  }
  await expect(page.getByRole('link', { name: /HealthLink BC/ })).toHaveAttribute(
    'href',
    'https://www.healthlinkbc.ca',
  );
});

test('fee tables are real tables with captions and header cells', async ({ page }) => {
  await open(page, '/immigration', 'en');
  const canada = page.getByRole('table', { name: 'Medical exam for Canada' });
  await expect(canada.getByRole('columnheader')).toHaveText(['Age', 'Fee']);
  await expect(canada.getByRole('row', { name: /Ages 75 and older/ })).toContainText('$325');
  const newZealand = page.getByRole('table', { name: 'Medical exam for New Zealand' });
  await expect(newZealand.getByRole('rowheader')).toHaveText(['Ages 0 to 69', 'Ages 70 and older']);
  await expect(newZealand.getByRole('row', { name: /Ages 70 and older/ })).toContainText('$375');
  await expect(page.getByRole('table', { name: 'Other services, when needed' })).toContainText(
    '$80–$90',
  );
});

test.describe('the main button of a service page', () => {
  test.slow(); // several page loads each
  test('sends a visitor to log in', async ({ page }) => {
    await open(page, '/sicknote', 'en');
    await page.getByRole('link', { name: 'Request a sick note' }).first().click();
    await expect(page).toHaveURL(/\/login$/);

    await open(page, '/medicalform', 'en');
    await page.getByRole('link', { name: 'FILL OUT MY FORM' }).first().click();
    await expect(page).toHaveURL(/\/login$/);

    await open(page, '/bookappointment', 'en');
    await page.getByRole('link', { name: 'Log in to book' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('takes a patient to the service', async ({ page }) => {
    await openAsPatient(page, '/sicknote');
    await page.getByRole('link', { name: 'Request a sick note' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/medicalform');
    await expect(page.getByRole('link', { name: 'FILL OUT MY FORM' }).first()).toHaveAttribute(
      'href',
      '/medicalInfo?formType=school-work-form',
    );
  });
});

test('the sample note is our own, described for screen readers, and the validation page is linked', async ({
  page,
}) => {
  await open(page, '/sicknote', 'en');
  const sample = page.getByRole('img', { name: /A sample sick note marked SAMPLE/ });
  await expect(sample).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check a sick note' })).toHaveAttribute(
    'href',
    '/validate',
  );
});

test(
  'the immigration booking button never covers the footer or the last answer',
  { tag: '@phone' },
  async ({ page }) => {
    await open(page, '/immigration', 'en');
    const floating = page.locator('.floating-book');
    const button = floating.locator('a');
    await expect(button).toHaveAttribute('href', /^https:\/\//);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    // While the header's own button is in view, the floating one waits.
    await expect(floating).toHaveAttribute('data-shown', 'false');

    // Part way down it floats at the bottom of the window, inside it.
    await page
      .getByRole('heading', { name: 'Questions about immigration exams' })
      .scrollIntoViewIfNeeded();
    await expect(floating).toHaveAttribute('data-shown', 'true');
    await expect(button).toBeInViewport();

    // At the very end it rests in its own space: below the last question, above the footer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Does MSP pay for the exam?' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // On a phone the footer alone fills the window here, so compare positions, not visibility.
    const box = await button.boundingBox();
    const last = await page.locator('.faq-accordion .accordion-item').last().boundingBox();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(box && last && footer).toBeTruthy();
    if (!box || !last || !footer) return;
    expect(box.y).toBeGreaterThanOrEqual(last.y + last.height);
    expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
    // Nothing sideways: the page fits the phone's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  },
);

test('no information page is wider than the window', { tag: '@phone' }, async ({ page }) => {
  test.slow(); // twelve page loads
  for (const info of pages) {
    for (const lang of ['en', 'cn'] as const) {
      await open(page, info.path, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${info.path} ${lang}`).toBeLessThanOrEqual(0);
    }
  }
});
