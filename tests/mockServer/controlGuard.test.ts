// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { controlRefusal } from '../../src/testing/mock-clinic/server/controlGuard';
import { createOriginCheck } from '../../src/testing/mock-clinic/server/cors';

const policy = { isAllowedOrigin: createOriginCheck(['https://portal.clinic.test']) };
const call = {
  method: 'POST',
  origin: undefined,
  contentType: 'application/json',
  token: undefined,
};

describe('who may call the mock server’s controls', () => {
  it('lets a JSON call from a program or a portal origin through', () => {
    expect(controlRefusal(call, policy)).toBeUndefined();
    expect(
      controlRefusal({ ...call, contentType: 'application/json; charset=utf-8' }, policy),
    ).toBeUndefined();
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4185',
      'https://portal.clinic.test',
    ]) {
      expect(controlRefusal({ ...call, origin }, policy), origin).toBeUndefined();
    }
    expect(
      controlRefusal({ ...call, method: 'GET', contentType: undefined }, policy),
    ).toBeUndefined();
  });

  it('refuses any other page, GET or POST', () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      expect(controlRefusal({ ...call, origin }, policy)?.status, origin).toBe(403);
      expect(controlRefusal({ ...call, method: 'GET', origin }, policy)?.status, origin).toBe(403);
    }
  });

  it('refuses a POST that is not JSON', () => {
    for (const contentType of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/json',
    ]) {
      expect(controlRefusal({ ...call, contentType }, policy)?.status, String(contentType)).toBe(
        415,
      );
    }
  });

  it('with a control token, refuses a call without it or with another', () => {
    const guarded = { ...policy, controlToken: 's3cret-token' };
    expect(controlRefusal(call, guarded)).toEqual({
      status: 401,
      body: { error: expect.any(String) },
    });
    expect(controlRefusal({ ...call, token: 's3cret-tokeN' }, guarded)?.status).toBe(401);
    expect(controlRefusal({ ...call, token: '' }, guarded)?.status).toBe(401);
    expect(controlRefusal({ ...call, token: 's3cret-token' }, guarded)).toBeUndefined();
  });
});
