import { expect, test, type Page } from './fixtures';
import { PATIENT, openAsPatient } from './pages/session';
import { expectNoAxeViolations, steer } from './support';

// Messages as conversations (docs/messages.md#my-messages-list, issue 32): what the patient sends
// to the medical office assistants is listed as sent, and the clinic's answer arrives beneath it.
// Each journey meets a lost answer on its first press of Send (the service stored the message,
// the answer never came), so the press again must store nothing more. English and Chinese, each
// at 1280 px and (@phone) 375 px.

test.describe.configure({ timeout: 90_000 });

const WORDS = {
  en: {
    path: '/message',
    box: 'Your message',
    send: 'Send',
    failed: 'message sent failed',
    sent: 'Your message was successfully sent to our medical office assistants',
    you: 'You wrote to the medical office assistants',
    stateSent: 'Sent',
    stateAnswered: 'Answered',
    answerLabel: 'Answer from the medical office assistants',
    ownTitle: 'Your message to the medical office assistants',
    waiting: 'Sent. The medical office assistants will answer here.',
    text: 'Could my flu shot be on Friday afternoon instead?',
    answer: 'Yes, Friday at 3 p.m. is booked for you.',
  },
  cn: {
    path: '/message?lang=cn',
    box: '您的訊息',
    send: '發送',
    failed: '訊息發送失敗。',
    sent: '您的訊息已成功發送給我們的診所助理。',
    you: '您寫給診所助理',
    stateSent: '已發送',
    stateAnswered: '診所已回覆',
    answerLabel: '診所助理的回覆',
    ownTitle: '您發給診所助理的訊息',
    waiting: '已發送。診所助理會在此回覆您。',
    text: '請問我的流感疫苗可以改到星期五下午嗎？',
    answer: '可以，已為您預約星期五下午三時。',
  },
} as const;

const rows = (page: Page) => page.locator('.message-list > li');

/** How many messages with `text` the mock clinic stored (its database, saved after each change). */
function storedCopies(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const db = JSON.parse(localStorage.getItem('mockClinic.db.v1') ?? '{}') as {
      messages?: { message: string }[];
    };
    return (db.messages ?? []).filter((message) => message.message === wanted).length;
  }, text);
}

for (const lang of ['en', 'cn'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a message sent through a lost answer is stored once, listed as sent, and the clinic's answer arrives beneath it @phone`, async ({
    page,
  }) => {
    await openAsPatient(page, w.path);
    const box = page.getByLabel(w.box, { exact: true });
    await box.fill(w.text);

    // The service stores the message, then its answer is lost on the way.
    await steer(page, (mock) => mock.failNext('POST', '/message/sent', 'lostReply'), null);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByText(w.failed)).toBeVisible();
    await expect(box).toHaveValue(w.text);

    // The press again carries the same key: the first outcome, and no second message.
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expect(box).toHaveValue('');
    expect(await storedCopies(page, w.text)).toBe(1);

    const mine = rows(page).first();
    await expect(mine).toContainText(w.you);
    await expect(mine).toContainText(w.text);
    await expect(mine).toContainText(w.stateSent);
    await expect(mine).not.toHaveClass(/is-unreplied/);
    await expect(rows(page).filter({ hasText: w.text })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await mine.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: w.ownTitle })).toBeVisible();
    await expect(page.getByText(w.waiting)).toBeVisible();

    // A medical office assistant answers (the mock's control); the patient comes back to the list.
    await steer(page, (mock, said) => mock.answerPatientMessage(said.email, said.text), {
      email: PATIENT,
      text: w.answer,
    });
    await page.goBack();
    await page.reload();
    const answered = rows(page).first();
    await expect(answered).toContainText(w.stateAnswered);
    await expect(answered).toContainText(w.answerLabel);
    await expect(answered).toContainText(w.answer);
    await expectNoAxeViolations(page);

    await answered.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: w.ownTitle })).toBeVisible();
    await expect(page.getByText(w.answer)).toBeVisible();
    await expect(page.getByText(w.waiting)).toBeHidden();
    await expectNoAxeViolations(page);
    expect(await storedCopies(page, w.text)).toBe(1);
  });
}
