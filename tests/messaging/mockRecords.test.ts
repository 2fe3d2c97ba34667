// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MedicalRecordFile } from '../../src/api/types';
import { MAX_UNCONFIRMED_FETCHES } from '../../src/testing/mock-clinic/handlers/records';
import { api, getJson, postJson } from '../mocks/helpers';
import { sendsOffContract } from '../utils/offContract';

const verify = (date: string, token = 'records-demo-token') => {
  const [year, month, day] = date.split('-');
  return getJson(
    `/services2/verify/medical/record?year=${year ?? ''}&month=${month ?? ''}&day=${day ?? ''}&token=${token}`,
  );
};

const received = (id: string, token = 'records-demo-token') =>
  postJson(`/services2/medical/record/download/${id}/received`, { token });

describe('record downloads in the mock clinic', () => {
  sendsOffContract();
  it('checks the token without telling whether an unknown one exists', async () => {
    expect((await getJson('/services2/medical/record/records-demo-token')).body).toEqual({
      success: true,
    });
    const unknown = await getJson('/services2/medical/record/guess-123');
    expect(unknown.body).toEqual({
      success: false,
      message: 'This link is not valid or has expired.',
    });
    expect((await verify('1988-04-12', 'guess-123')).body).toEqual(unknown.body);
  });

  it('lists three files for the right birth date, each downloadable once', async () => {
    expect((await verify('1988--12')).body.message).toBe(
      'Invalid date of birth, Year cannot be empty.',
    );
    expect((await verify('1988-04-13')).body).toEqual({
      success: false,
      message: 'The date of birth does not match our records.',
    });
    const { body } = await verify('1988-4-12');
    const files = body.payload as MedicalRecordFile[];
    expect(files).toHaveLength(3);
    expect(files.every((file) => !file.isDownloaded)).toBe(true);
    const first = files[0]!;
    const url = api(`/services2/medical/record/download/${first.id}?token=records-demo-token`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="Lab results 2026-10-14.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(bytes)).toMatch(/%%EOF\n$/);
    // Sending does not spend it: the portal confirms the arrival (docs/records.md#records-file-list).
    const sent = (await verify('1988-04-12')).body.payload as MedicalRecordFile[];
    expect(sent.map((file) => file.isDownloaded)).toEqual([false, false, false]);
    expect((await fetch(url)).status).toBe(200);
    expect((await received(first.id)).body).toEqual({ success: true });
    expect((await fetch(url)).status).toBe(410);
    // A confirmation sent again (its answer lost) answers the same.
    expect((await received(first.id)).body).toEqual({ success: true });
    const listed = (await verify('1988-04-12')).body.payload as MedicalRecordFile[];
    expect(listed.map((file) => file.isDownloaded)).toEqual([true, false, false]);
  });

  it('spends a file that is never confirmed on its fifth copy', async () => {
    const files = (await verify('1988-04-12')).body.payload as MedicalRecordFile[];
    const url = api(`/services2/medical/record/download/${files[1]!.id}?token=records-demo-token`);
    for (let copy = 1; copy <= MAX_UNCONFIRMED_FETCHES; copy += 1) {
      expect((await fetch(url)).status).toBe(200);
    }
    expect((await fetch(url)).status).toBe(410);
    const listed = (await verify('1988-04-12')).body.payload as MedicalRecordFile[];
    expect(listed.map((file) => file.isDownloaded)).toEqual([false, true, false]);
  });

  it('takes a confirmation only for a known file of a verified link', async () => {
    const id = '66a0c1d2e3f4a5b6c7d80002';
    expect(await received(id)).toEqual({
      status: 403,
      body: { success: false, message: 'Please confirm your date of birth first.' },
    });
    await verify('1988-04-12');
    expect((await received('not-a-file')).status).toBe(404);
    expect((await received(id, 'guess-123')).status).toBe(404);
    expect((await received(id)).status).toBe(200);
  });

  it('refuses a download before the birth date is confirmed', async () => {
    const url = api(
      '/services2/medical/record/download/66a0c1d2e3f4a5b6c7d80002?token=records-demo-token',
    );
    expect((await fetch(url)).status).toBe(403);
  });

  it('locks the link after 5 wrong birth dates', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify('1990-01-01')).body.message).toBe(
        'The date of birth does not match our records.',
      );
    }
    const locked =
      'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.';
    expect((await verify('1990-01-01')).body.message).toBe(locked);
    expect((await verify('1988-04-12')).body.message).toBe(locked);
    expect((await getJson('/services2/medical/record/records-demo-token')).body).toEqual({
      success: false,
      message: locked,
    });
  });
});
