// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { postJson, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

const BLOCKED =
  'Your account has been blocked. Please walk-in to the clinic during our regular business hours.';

async function postForm(url: string, token: string) {
  const form = new FormData();
  form.append('formId', 'any');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a blocked account cannot start or pay for any service on the service either', () => {
  sendsOffContract();
  it.each([
    '/services/sicknote/validate',
    '/services/schoolworkform/validate',
    '/services2/sicknote/save_school_work_form',
    '/services2/sicknote/complete_oscar_submission',
  ])('POST %s is refused with the spec words', async (path) => {
    const token = await tokenFor('blocked@example.com');
    const { status, body } = await postJson(path, {}, token);
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, message: BLOCKED });
  });

  it('uploads and the medical-information save are refused too', async () => {
    const token = await tokenFor('blocked@example.com');
    const upload = await postForm(
      `${env.apiUrl}/services2/sicknote/upload_school_work_files`,
      token,
    );
    expect(upload).toMatchObject({ status: 403, body: { message: BLOCKED } });
    const response = await fetch(`${env.medicationApiUrl}/medicalinfo/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-auth-token': token },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: BLOCKED });
  });

  it('the same calls of an account in good standing are not refused for it', async () => {
    const token = await tokenFor('patient@example.com');
    const { status } = await postJson('/services/sicknote/validate', {}, token);
    expect(status).not.toBe(403);
  });
});
