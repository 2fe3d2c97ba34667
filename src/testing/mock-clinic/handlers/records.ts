import { HttpResponse } from 'msw';
import type { ApiReply, MedicalRecordFile, RecordVerifyReply } from '../../../api/types';
import { db, findUserById } from '../db';
import type { RecordLink } from '../messagingTypes';
import { tinyPdf } from '../pdf';
import { failWithMessage } from '../replies';
import { paramOf, readBody, text, twoDigits } from './body';
import { route } from './route';

/** A date of birth can be guessed, so a link locks after this many wrong ones in a row. */
export const MAX_BIRTH_DATE_ATTEMPTS = 5;

/**
 * docs/records.md#records-file-list: a file is spent when the portal confirms it arrived, not
 * when it is sent (a transfer cut off on a slow line would spend it for nothing). A client that
 * never confirms (a script with a copied link) still gets no more than this many copies: the
 * last one sent spends the file.
 */
export const MAX_UNCONFIRMED_FETCHES = 5;

export const RECORD_TEXTS = {
  // One answer for unknown, mistyped and withdrawn links: a guesser learns nothing.
  invalid: 'This link is not valid or has expired.',
  birthDateMissing: 'Invalid date of birth, Year cannot be empty.',
  birthDateWrong: 'The date of birth does not match our records.',
  locked:
    'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.',
  notVerified: 'Please confirm your date of birth first.',
  alreadyDownloaded: 'This file has already been downloaded.',
} as const;

function linkOf(token: string): RecordLink | undefined {
  return token ? db.state.recordLinks.find((link) => link.token === token) : undefined;
}

function fileList(link: RecordLink): MedicalRecordFile[] {
  return link.files.map(({ id, fileName, isDownloaded }) => ({ id, fileName, isDownloaded }));
}

/** RFC 6266: a plain ASCII fallback plus the exact name for browsers that read filename*. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const recordHandlers = [
  route('get', '/services2/medical/record/:token', ({ params }) => {
    const link = linkOf(paramOf(params.token));
    if (!link)
      return HttpResponse.json<ApiReply>({ success: false, message: RECORD_TEXTS.invalid });
    if (link.locked) {
      return HttpResponse.json<ApiReply>({ success: false, message: RECORD_TEXTS.locked });
    }
    return HttpResponse.json<ApiReply>({ success: true });
  }),

  route('get', '/services2/verify/medical/record', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const link = linkOf(text(query.get('token')));
    const owner = link && findUserById(link.userId);
    if (!link || !owner) return failWithMessage(RECORD_TEXTS.invalid);
    if (link.locked) return failWithMessage(RECORD_TEXTS.locked);
    const given = ['year', 'month', 'day'].map((part) => twoDigits(text(query.get(part))));
    if (given.some((part) => part === '')) return failWithMessage(RECORD_TEXTS.birthDateMissing);
    const { year, month, day } = owner.profile.birthday;
    const expected = [year, month, day].map((part) => twoDigits(text(part)));
    if (given.join('-') !== expected.join('-')) {
      link.failedAttempts += 1;
      if (link.failedAttempts >= MAX_BIRTH_DATE_ATTEMPTS) link.locked = true;
      db.save();
      return failWithMessage(link.locked ? RECORD_TEXTS.locked : RECORD_TEXTS.birthDateWrong);
    }
    link.failedAttempts = 0;
    link.verified = true;
    db.save();
    return HttpResponse.json<RecordVerifyReply>({ success: true, payload: fileList(link) });
  }),

  route('get', '/services2/medical/record/download/:id', ({ request, params }) => {
    const link = linkOf(text(new URL(request.url).searchParams.get('token')));
    const file = link?.files.find((candidate) => candidate.id === paramOf(params.id));
    if (!link || !file) return failWithMessage(RECORD_TEXTS.invalid, 404);
    if (link.locked) return failWithMessage(RECORD_TEXTS.locked, 403);
    if (!link.verified) return failWithMessage(RECORD_TEXTS.notVerified, 403);
    if (file.isDownloaded) return failWithMessage(RECORD_TEXTS.alreadyDownloaded, 410);
    // Not spent by sending: the portal confirms the arrival (POST …/received below).
    file.fetches = (file.fetches ?? 0) + 1;
    if (file.fetches >= MAX_UNCONFIRMED_FETCHES) file.isDownloaded = true;
    db.save();
    const body = tinyPdf([file.title, 'Mock clinic record for demonstration only.']);
    return new HttpResponse(body, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(body.byteLength),
        'Content-Disposition': contentDisposition(file.fileName),
        'Cache-Control': 'no-store',
      },
    });
  }),

  // The portal has the file's bytes and handed them to the browser: now the file is spent.
  // Confirming twice (an answer lost on the way, then sent again) answers the same.
  route('post', '/services2/medical/record/download/:id/received', async ({ request, params }) => {
    const link = linkOf(text((await readBody(request)).token));
    const file = link?.files.find((candidate) => candidate.id === paramOf(params.id));
    if (!link || !file) return failWithMessage(RECORD_TEXTS.invalid, 404);
    if (link.locked) return failWithMessage(RECORD_TEXTS.locked, 403);
    if (!link.verified) return failWithMessage(RECORD_TEXTS.notVerified, 403);
    file.isDownloaded = true;
    db.save();
    return HttpResponse.json<ApiReply>({ success: true });
  }),
];
