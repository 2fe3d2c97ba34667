import { waitUntil } from '../drivers/polling';
import type { EngineTab, Target } from '../drivers/tab';
import { say, type Lang } from '../words';
import {
  button,
  css,
  heading,
  link,
  openMenu,
  storedTable,
  waitForPath,
  waitToSee,
} from './portal';

// My Messages and a reply with a picture (docs/messages.md), as a patient does it: the menu's
// Messages link, the message, Reply, the text and a photo through the real file input.

/** The seeded doctor's message that asks for a photo (src/testing/mock-clinic/seed/messages.ts). */
export const PICTURE_REQUEST = { id: '65f1a2b3c4d5e6f7a8b90000', at: '2026-11-20T18:40:00.000Z' };
/** The seeded assistants' question of 2026-11-19, 2:15 PM on the clinic's clock (1:15 PM on UTC-8). */
export const LAB_QUESTION = { id: '65f1a2b3c4d5e6f7a8b90001', at: '2026-11-19T21:15:00.000Z' };
/** Mei Chen's seeded messages awaiting her reply. */
export const SEEDED_AWAITING = 3;

/** B.C. is on UTC-7 all year from this instant (docs/site.md#the-clinics-clock). */
const UTC7_ALL_YEAR_FROM = Date.parse('2026-03-08T10:00:00Z');

/**
 * The clinic's wall-clock time of `instant` as the portal writes it ('MMM DD, YYYY, h:mm A';
 * 'YYYY年M月D日 上午 h:mm'), worked out here by arithmetic alone (UTC-7), so neither the engine's
 * nor Node's time-zone data can agree with a wrong page by accident.
 */
export function clinicWallClockText(instant: string, lang: Lang): string {
  const at = Date.parse(instant);
  if (!(at >= UTC7_ALL_YEAR_FROM)) throw new Error(`${instant} is before UTC-7 all year`);
  const wall = new Date(at - 7 * 60 * 60 * 1000);
  const hour = wall.getUTCHours();
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  if (lang === 'cn') {
    const period = hour < 6 ? '凌晨' : hour < 12 ? '上午' : hour < 13 ? '中午' : '下午';
    return `${year}年${month}月${day}日 ${period} ${clock}`;
  }
  const monthName = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(wall);
  return `${monthName} ${String(day).padStart(2, '0')}, ${year}, ${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** What this engine's own time-zone data says the instant is in Vancouver (for the report). */
export function engineVancouverTime(tab: EngineTab, instant: string): Promise<string> {
  return tab.run(
    (at: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Vancouver',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
        .format(new Date(at))
        .replace(/\s+/g, ' '),
    instant,
  );
}

/** The time a message list shows for the message sent at `instant`. */
export const listedTime = (instant: string): Target =>
  css(`.message-list time[datetime="${instant}"]`);

/** From the dashboard, through the menu's Messages link (it names the messages awaiting a reply). */
export async function openMessages(tab: EngineTab, lang: Lang) {
  const messages = link(say(lang, 'common:nav.messagesAwaiting_other', { count: SEEDED_AWAITING }));
  const toggle = button(say(lang, 'common:nav.toggleAwaiting_other', { count: SEEDED_AWAITING }));
  // The count arrives after the menu first shows, and renders the phone's menu button anew:
  // a press found before it lands on a button no longer in the page (seen in Firefox at 375 px).
  await waitUntil(
    async () => ((await tab.sees(messages)) || (await tab.sees(toggle)) ? true : null),
    () => `the menu's count of ${SEEDED_AWAITING} messages awaiting a reply in ${tab.engine}`,
  );
  await openMenu(tab);
  await tab.click(messages);
  await waitForPath(tab, /^\/message$/);
  await waitToSee(tab, heading(say(lang, 'messages:list.title')));
  await waitToSee(tab, css('.message-list > li'));
}

/** Opens the message sent at `instant` from the list, and its reply dialog. */
export async function openReplyTo(tab: EngineTab, lang: Lang, message: { id: string }) {
  // The row, as a patient taps it: its link stretches over the whole row (Bootstrap's
  // stretched-link), so WebKit's WebDriver refuses a click on the link's text as intercepted.
  await tab.click(css(`.message-list > li:has(a[href="/message/${message.id}"])`));
  await waitForPath(tab, new RegExp(`^/message/${message.id}$`));
  await waitToSee(tab, heading(say(lang, 'messages:detail.title')));
  await tab.click(button(say(lang, 'messages:detail.reply')));
  await waitToSee(tab, heading(say(lang, 'messages:reply.title')));
}

/** The reply dialog's first picker ('Attachment 1 (required)'): the real file input. */
export const firstPicker = (lang: Lang): Target => ({
  by: 'label',
  value: say(lang, 'messages:reply.picker', { number: 1 }),
  partial: true,
});

interface StoredMessage {
  _id: string;
  isReplied: boolean;
  repliedMessage: string | null;
  files: { fileName: string; size: number; contentType: string }[];
}

/** The message as the mock clinic stored it (it saves to localStorage after every change). */
export async function storedMessage(tab: EngineTab, id: string): Promise<StoredMessage | null> {
  const messages = await storedTable<StoredMessage>(tab, 'messages');
  return messages.find((message) => message._id === id) ?? null;
}
