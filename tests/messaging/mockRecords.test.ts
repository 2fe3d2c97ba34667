// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MedicalRecordFile } from '../../src/api/types';
import { api, getJson } from '../mocks/helpers';

const verify = (date: string, token = 'records-demo-token') => {
  const [year, month, day] = date.split('-');
  return getJson(
    `/services2/verify/medical/record?year=${year ?? ''}&month=${month ?? ''}&day=${day ?? ''}&token=${token}`,
  );
};

describe('record downloads in the mock clinic', () => {
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
    expect((await fetch(url)).status).toBe(410);
    const listed = (await verify('1988-04-12')).body.payload as MedicalRecordFile[];
    expect(listed.map((file) => file.isDownloaded)).toEqual([true, false, false]);
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
