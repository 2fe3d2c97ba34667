import { writeFileSync } from 'node:fs';
import { tinyPng } from '../testFiles';
import { expect, test } from './fixtures';
import {
  clinicWallClockText,
  engineVancouverTime,
  firstPicker,
  LAB_QUESTION,
  listedTime,
  openMessages,
  openReplyTo,
  PICTURE_REQUEST,
  storedMessage,
} from './pages/messages';
import { button, css, heading, label, storedTable, text, waitToSee } from './pages/portal';
import { logIn } from './pages/session';
import { say } from './words';

// A reply with a photo (docs/messages.md#reply-dialog), and the times My Messages shows, on the
// clinic's clock in every engine (docs/site.md#the-clinics-clock; issue 27 A).

const REPLY = 'Here is the photo of the rash, taken this morning in daylight.';

test('My Messages shows each time on the clinic clock, whatever the engine’s time-zone data', async ({
  tab,
  lang,
}, testInfo) => {
  await logIn(tab, lang);
  await openMessages(tab, lang);
  // Said in the report: what this engine's own data makes of the instant (WebKitGTK's system
  // data says UTC-8 in November 2026, Firefox's UTC-7).
  testInfo.annotations.push({
    type: `${tab.engine}'s own time-zone data`,
    description: `${LAB_QUESTION.at} in Vancouver: ${await engineVancouverTime(tab, LAB_QUESTION.at)}`,
  });
  for (const message of [LAB_QUESTION, PICTURE_REQUEST]) {
    expect(await tab.textOf(listedTime(message.at))).toBe(clinicWallClockText(message.at, lang));
  }
});

test('a reply with a photo through the file input reaches the clinic with its attachment', async ({
  tab,
  lang,
}, testInfo) => {
  const photo = testInfo.outputPath('rash.png');
  writeFileSync(photo, tinyPng());

  await logIn(tab, lang);
  await openMessages(tab, lang);
  await openReplyTo(tab, lang, PICTURE_REQUEST);
  await tab.type(label(say(lang, 'messages:reply.label')), REPLY);
  await tab.attachFile(firstPicker(lang), photo);
  await waitToSee(tab, button(say(lang, 'files:remove', { name: 'rash.png' })));
  await tab.click(button(say(lang, 'messages:reply.send')));

  await waitToSee(tab, text(say(lang, 'messages:reply.sent')));
  await waitToSee(tab, heading(say(lang, 'messages:detail.yourReply')));
  expect(await tab.textOf(css('section[aria-labelledby="your-reply-title"]'))).toContain(
    'rash.png',
  );
  expect(await tab.sees(button(say(lang, 'messages:detail.reply')))).toBe(false);

  // What the clinic stored: the text and the photo (name, real size, kind).
  expect(await storedMessage(tab, PICTURE_REQUEST.id)).toMatchObject({
    isReplied: true,
    repliedMessage: REPLY,
    files: [{ fileName: 'rash.png', size: tinyPng().length, contentType: 'image/png' }],
  });
});

test('a message to the assistants survives a lost answer, is listed once as sent, and its answer shows beneath it', async ({
  tab,
  lang,
}) => {
  const words =
    lang === 'cn' ? '請問可以改到星期五下午嗎？' : 'Could I come on Friday afternoon instead?';
  const answer = lang === 'cn' ? '可以，已為您預約。' : 'Yes, you are booked for Friday.';
  const copies = async () =>
    (await storedTable<{ message: string }>(tab, 'messages')).filter((m) => m.message === words)
      .length;

  await logIn(tab, lang);
  await openMessages(tab, lang);
  await tab.type(label(say(lang, 'messages:compose.label')), words);
  // The service stores the message and its answer is lost; the press again carries the same key.
  await tab.run(() => window.mockClinic.failNext('POST', '/message/sent', 'lostReply'));
  await tab.click(button(say(lang, 'messages:compose.send')));
  await waitToSee(tab, text(say(lang, 'messages:compose.failed')));
  await tab.click(button(say(lang, 'messages:compose.send')));
  await waitToSee(tab, text(say(lang, 'messages:compose.sent')));
  expect(await copies()).toBe(1);

  // The newest row, as the page renders it: WebKitWebDriver's own text of an element leaves out
  // a line-clamped preview (its visibility atom), though the screenshot shows it.
  const newest = () =>
    tab.run(() => (document.querySelector('.message-list > li') as HTMLElement | null)?.innerText);
  await waitToSee(tab, text(say(lang, 'messages:sender.you')));
  expect(await newest()).toContain(words);
  expect(await newest()).toContain(say(lang, 'messages:status.sent'));

  await tab.run(
    (said: { email: string; text: string }) =>
      window.mockClinic.answerPatientMessage(said.email, said.text),
    { email: 'patient@example.com', text: answer },
  );
  await tab.run(() => location.reload());
  await waitToSee(tab, text(say(lang, 'messages:list.answer')));
  expect(await newest()).toContain(answer);
  expect(await newest()).toContain(say(lang, 'messages:status.answered'));
  expect(await copies()).toBe(1);
});
