// Mei Chen's 20 messages from the clinic (the README's contract): newest first, 3 unreplied
// (the newest asks for a picture), the rest answered, some with files. One carries markup and
// one an outside link, so the portal's plain-text rendering can be seen doing its job.

import type { MessageFile } from '../../../api/types';
import type { MockMessage, ReplyLink } from '../messagingTypes';

/** The mailed reply link of the README's token table. */
export const REPLY_DEMO_TOKEN = 'reply-demo-token';

/** Ids are Mongo-like and fixed, so links and tests can name a message. */
export const seedMessageId = (index: number) =>
  `65f1a2b3c4d5e6f7a8b9${String(index).padStart(4, '0')}`;

interface SeedLine {
  at: string;
  isMOA: boolean;
  text: string;
  requestImage?: boolean;
  reply?: { at: string; text: string; files?: Omit<MessageFile, '_id'>[] };
}

const MOA = 'Medical office assistant';
const DOCTOR = 'Doctor';

const LINES: SeedLine[] = [
  {
    at: '2026-11-20T18:40:00.000Z',
    isMOA: false,
    requestImage: true,
    text: 'Thank you for your sick note request. Before I can complete it, please reply with a clear photo of the rash on your arm, taken in daylight.',
  },
  {
    at: '2026-11-19T21:15:00.000Z',
    isMOA: true,
    text: 'Your lab requisition is ready. Would you like to pick it up at the front desk, or should we fax it to the lab near your preferred pharmacy? Please reply with your choice.',
  },
  {
    at: '2026-11-17T17:05:00.000Z',
    isMOA: true,
    text: 'Your appointment with the doctor is on Thursday at 10:30 a.m. Please reply to confirm that you can attend.',
    reply: { at: '2026-11-17T19:12:00.000Z', text: 'Yes, I will be there. Thank you.' },
  },
  {
    at: '2026-11-14T22:30:00.000Z',
    isMOA: false,
    text: 'Your blood test results are back and mostly normal. Your vitamin D is slightly low. How much time do you spend outdoors, and do you take any supplements?',
  },
  {
    at: '2026-11-10T16:45:00.000Z',
    isMOA: true,
    requestImage: true,
    text: 'We received your school form. Please send us the page your school signed, so we can attach it.',
    reply: {
      at: '2026-11-10T20:02:00.000Z',
      text: 'Here is the signed page.',
      files: [
        { fileName: 'school-form-signed-page.pdf', size: 182_344, contentType: 'application/pdf' },
      ],
    },
  },
  {
    at: '2026-11-06T18:20:00.000Z',
    isMOA: true,
    text: 'Security notice: the clinic never asks for your password. A message that shows code such as <img src=x onerror=alert(1)> is displayed exactly as written and never runs. Our holiday hours are at https://www.richmondinstoreclinic.ca/holiday-hours.',
    reply: { at: '2026-11-06T23:41:00.000Z', text: 'Thanks for letting me know.' },
  },
  {
    at: '2026-11-03T19:00:00.000Z',
    isMOA: true,
    text: 'The travel vaccine form from the travel clinic is at http://travel-forms.example.org/vaccine-form.pdf. Please fill it in and bring it to your visit.',
    reply: { at: '2026-11-04T01:10:00.000Z', text: 'I will bring it on Thursday.' },
  },
  {
    at: '2026-10-29T17:30:00.000Z',
    isMOA: false,
    requestImage: true,
    text: 'Please send a photo of the label of the cream you are using, so I can check the ingredient.',
    reply: {
      at: '2026-10-29T18:15:00.000Z',
      text: 'Photo of the label attached.',
      files: [{ fileName: 'cream-label.jpg', size: 1_204_551, contentType: 'image/jpeg' }],
    },
  },
  {
    at: '2026-10-24T20:10:00.000Z',
    isMOA: true,
    text: 'Your prescription renewal was faxed to Aberdeen Square Pharmacy this afternoon.',
    reply: { at: '2026-10-24T22:00:00.000Z', text: 'Thank you, I picked it up.' },
  },
  {
    at: '2026-10-20T16:00:00.000Z',
    isMOA: true,
    text: 'Flu shots are available at the clinic from this week. Would you like us to book one for you?',
    reply: { at: '2026-10-20T18:30:00.000Z', text: 'Yes, please book me for next week.' },
  },
  {
    at: '2026-10-15T21:45:00.000Z',
    isMOA: false,
    text: 'Your X-ray report shows no fracture. Keep icing the ankle and let us know if the swelling lasts more than a week.',
    reply: {
      at: '2026-10-16T02:20:00.000Z',
      text: 'Good to hear. The swelling is already going down.',
    },
  },
  {
    at: '2026-10-09T18:05:00.000Z',
    isMOA: true,
    requestImage: true,
    text: 'To process your insurance form, please send a copy of the first page with your policy number.',
    reply: {
      at: '2026-10-09T19:40:00.000Z',
      text: 'Attached are both sides of the first page.',
      files: [
        { fileName: 'insurance-page-1-front.png', size: 845_002, contentType: 'image/png' },
        { fileName: 'insurance-page-1-back.png', size: 799_310, contentType: 'image/png' },
      ],
    },
  },
  {
    at: '2026-10-02T17:25:00.000Z',
    isMOA: true,
    text: 'Your referral to the dermatologist was sent. Their office will call you to book a time.',
    reply: { at: '2026-10-02T20:05:00.000Z', text: 'Thank you.' },
  },
  {
    at: '2026-09-25T22:10:00.000Z',
    isMOA: false,
    text: 'How are you feeling since we changed your allergy medication?',
    reply: { at: '2026-09-26T15:30:00.000Z', text: 'Much better, and no drowsiness now.' },
  },
  {
    at: '2026-09-18T16:50:00.000Z',
    isMOA: true,
    text: 'Your sick note has been e-mailed to you. Please check your junk folder if you cannot find it.',
    reply: { at: '2026-09-18T17:20:00.000Z', text: 'Found it, thanks.' },
  },
  {
    at: '2026-09-11T19:35:00.000Z',
    isMOA: true,
    text: 'Please remember to bring your B.C. Services Card to your next visit so we can update your file.',
    reply: { at: '2026-09-11T23:55:00.000Z', text: 'Will do.' },
  },
  {
    at: '2026-09-03T18:00:00.000Z',
    isMOA: false,
    text: 'Your blood pressure readings look good. Please keep checking once a week and send them to us next month.',
    reply: { at: '2026-09-04T03:15:00.000Z', text: 'I will send them at the start of October.' },
  },
  {
    at: '2026-08-27T20:40:00.000Z',
    isMOA: true,
    text: 'The clinic will be closed on Monday, September 1 for Labour Day.',
    reply: { at: '2026-08-27T21:10:00.000Z', text: 'Thanks for the notice.' },
  },
  {
    at: '2026-08-19T17:15:00.000Z',
    isMOA: true,
    text: 'Your medical records request was received. We will e-mail you a download link within 10 business days.',
    reply: { at: '2026-08-19T18:00:00.000Z', text: 'Thank you for the update.' },
  },
  {
    at: '2026-08-12T16:30:00.000Z',
    isMOA: true,
    text: 'Welcome to the patient portal! You can send us messages here at any time.',
    reply: { at: '2026-08-12T19:45:00.000Z', text: 'Thank you!' },
  },
];

export function buildPatientMessages(userId: string): MockMessage[] {
  return LINES.map((line, index) => {
    const _id = seedMessageId(index);
    const files = (line.reply?.files ?? []).map((file, n) => ({
      _id: `${_id.slice(0, 20)}f${String(n).padStart(3, '0')}`,
      ...file,
    }));
    return {
      _id,
      userId,
      message: line.text,
      createdAt: line.at,
      repliedAt: line.reply?.at ?? null,
      repliedMessage: line.reply?.text ?? null,
      from: line.isMOA ? MOA : DOCTOR,
      isMOA: line.isMOA,
      requestImage: line.requestImage ?? false,
      files,
      isReplied: line.reply !== undefined,
    };
  });
}

/** reply-demo-token answers the lab requisition question (unreplied, no picture needed). */
export function buildReplyLinks(): ReplyLink[] {
  return [{ token: REPLY_DEMO_TOKEN, messageId: seedMessageId(1) }];
}
