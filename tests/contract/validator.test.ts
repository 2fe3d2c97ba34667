// @vitest-environment node
// The contract validator names each way an exchange can disagree with the document, in words a
// back-end engineer reads. A small document of its own, so each rule is seen alone.

import { describe, expect, it } from 'vitest';
import type { ContractDocument, WireAnswer, WireRequest } from '../../src/testing/contract/types';
import { createContractValidator } from '../../src/testing/contract/validator';

const json = (schema: object) => ({ 'application/json': { schema } });
const noStore = { 'Cache-Control': { required: true, schema: { const: 'no-store' } } };

const document: ContractDocument = {
  openapi: '3.1.0',
  paths: {
    '/message/{id}': {
      get: {
        operationId: 'getMessage',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            headers: noStore,
            content: json({ $ref: '#/components/schemas/Message' }),
          },
          '401': { $ref: '#/components/responses/TokenNotValid' },
        },
      },
    },
    '/message/awaiting-reply': {
      get: {
        operationId: 'awaitingReply',
        responses: { '200': { headers: noStore, content: json({ type: 'object' }) } },
      },
    },
    '/message/': {
      get: {
        operationId: 'listMessages',
        parameters: [
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer', maximum: 15 } },
        ],
        responses: { '200': { content: json({ type: 'object' }) } },
      },
    },
    '/sick-note/charge': {
      post: {
        operationId: 'charge',
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            additionalProperties: false,
            required: ['payment_method_id'],
            properties: { payment_method_id: { type: 'string' } },
          }),
        },
        responses: {
          '200': {
            content: json({
              oneOf: [
                { $ref: '#/components/schemas/Paid' },
                {
                  type: 'object',
                  additionalProperties: false,
                  required: ['success', 'message'],
                  properties: { success: { const: false }, message: { type: 'string' } },
                },
              ],
            }),
          },
          '5XX': { content: json({ type: 'object' }) },
        },
      },
    },
    '/message/{id}/files': {
      put: {
        operationId: 'reply',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['message'],
                properties: {
                  message: { type: 'string', maxLength: 400 },
                  files: { type: 'array', maxItems: 3, items: { type: 'string' } },
                },
              },
            },
          },
        },
        responses: { '204': { description: 'stored' } },
      },
    },
    '/icd/name/{text}': {
      get: {
        operationId: 'searchConditions',
        'x-host': 'medication',
        responses: { '200': { content: json({ type: 'array' }) } },
      },
    },
  },
  components: {
    securitySchemes: { sessionToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
    schemas: {
      Message: {
        type: 'object',
        additionalProperties: false,
        required: ['_id', 'isMOA'],
        properties: { _id: { type: 'string' }, isMOA: { type: 'boolean' } },
      },
      Paid: {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'extras'],
        properties: {
          success: { const: true },
          extras: {
            type: 'object',
            required: ['paymentIntentId'],
            properties: { paymentIntentId: { type: 'string' } },
          },
        },
      },
    },
    responses: {
      TokenNotValid: {
        content: json({
          type: 'object',
          required: ['type'],
          properties: { type: { const: 'tokenNotValid' } },
        }),
      },
    },
  },
} as unknown as ContractDocument;

const validator = createContractValidator(document);

function request(method: string, target: string, init: Partial<WireRequest> = {}): WireRequest {
  const url = new URL(target, 'https://api.example');
  return {
    method,
    host: 'service',
    path: url.pathname,
    query: url.searchParams,
    headers: new Headers(),
    mediaType: '',
    body: undefined,
    ...init,
  };
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): WireAnswer {
  const all = new Headers({ 'Content-Type': 'application/json', ...headers });
  return { status, headers: all, mediaType: 'application/json', body };
}

function requestFindings(wire: WireRequest): string[] {
  return validator.checkRequest(wire).findings.map((finding) => finding.message);
}

function answerFindings(wire: WireRequest, reply: WireAnswer): string[] {
  const { operation } = validator.checkRequest(wire);
  if (!operation) throw new Error(`no operation for ${wire.method} ${wire.path}`);
  return validator.checkAnswer(wire, operation, reply).map((finding) => finding.message);
}

describe('which call an exchange is', () => {
  it('takes a literal path before a templated one, and reads the template’s parameters', () => {
    expect(validator.match(request('GET', '/message/awaiting-reply'))?.operation.operationId).toBe(
      'awaitingReply',
    );
    const matched = validator.match(request('GET', '/message/m%201'));
    expect(matched?.operation.operationId).toBe('getMessage');
    expect(matched?.pathParams).toEqual({ id: 'm 1' });
  });

  it('names a call the document lacks, and a call sent to the other host', () => {
    expect(requestFindings(request('GET', '/message/sent/all'))).toEqual([
      'the document has no such call',
    ]);
    expect(requestFindings(request('DELETE', '/message/m1'))).toEqual([
      'the document has no such call',
    ]);
    expect(requestFindings(request('GET', '/icd/name/flu'))).toEqual([
      'the document has this call on the medication host, not the service host',
    ]);
    expect(requestFindings(request('GET', '/icd/name/flu', { host: 'medication' }))).toEqual([]);
  });
});

describe('a request', () => {
  const charge = (body: unknown, headers: Record<string, string> = { 'Idempotency-Key': 'k1' }) =>
    request('POST', '/sick-note/charge', {
      headers: new Headers(headers),
      mediaType: 'application/json',
      body,
    });

  it('passes with exactly the documented fields', () => {
    expect(requestFindings(charge({ payment_method_id: 'pm_1' }))).toEqual([]);
  });

  it('names a field the document lacks, a missing field and a wrong type', () => {
    expect(requestFindings(charge({ payment_method_id: 'pm_1', coupon: 'X' }))).toEqual([
      '`coupon` is not in the document',
    ]);
    expect(requestFindings(charge({}))).toEqual(['`payment_method_id` is missing']);
    expect(requestFindings(charge({ payment_method_id: 7 }))).toEqual([
      '`payment_method_id` is number 7; the document says string',
    ]);
  });

  it('names a missing header, and a header of the portal’s own the document lacks', () => {
    expect(requestFindings(charge({ payment_method_id: 'pm_1' }, {}))).toEqual([
      'the header parameter `Idempotency-Key` is missing',
    ]);
    const extra = {
      'Idempotency-Key': 'k1',
      'x-trace-id': 't',
      'x-auth-token': 'tok',
      accept: '*/*',
    };
    expect(requestFindings(charge({ payment_method_id: 'pm_1' }, extra))).toEqual([
      'the header `x-trace-id` is not in the document',
    ]);
  });

  it('names a body of another media type, and a missing body', () => {
    const form = request('POST', '/sick-note/charge', {
      headers: new Headers({ 'Idempotency-Key': 'k1' }),
      mediaType: 'multipart/form-data',
      body: { payment_method_id: ['pm_1'] },
    });
    expect(requestFindings(form)).toEqual([
      'the body is multipart/form-data; the document takes application/json',
    ]);
    const bare = request('POST', '/sick-note/charge', {
      headers: new Headers({ 'Idempotency-Key': 'k1' }),
    });
    expect(requestFindings(bare)).toEqual(['the body is missing']);
  });

  it('reads query parameters as their documented types, and names an unknown one', () => {
    expect(requestFindings(request('GET', '/message/?limit=15'))).toEqual([]);
    expect(requestFindings(request('GET', '/message/?limit=16'))).toEqual([
      'query parameter `limit` must be <= 15',
    ]);
    expect(requestFindings(request('GET', '/message/?limit=15&skip=0'))).toEqual([
      'the query parameter `skip` is not in the document',
    ]);
    expect(requestFindings(request('GET', '/message/'))).toEqual([
      'the query parameter `limit` is missing',
    ]);
  });

  it('reads a multipart body: a repeated part as a list, a file as its type and size', () => {
    const reply = (fields: Record<string, string[]>) =>
      request('PUT', '/message/m1/files', { mediaType: 'multipart/form-data', body: fields });
    expect(
      requestFindings(reply({ message: ['Thanks'], files: ['<file image/png, 10 bytes>'] })),
    ).toEqual([]);
    expect(requestFindings(reply({ message: ['Thanks'], files: ['a', 'b', 'c', 'd'] }))).toEqual([
      '`files` must NOT have more than 3 items',
    ]);
    expect(requestFindings(reply({ text: ['Thanks'] }))).toEqual([
      '`message` is missing',
      '`text` is not in the document',
    ]);
  });
});

describe('an answer', () => {
  const getMessage = request('GET', '/message/m1');

  it('passes with its documented status, header and body', () => {
    const good = answer(200, { _id: 'm1', isMOA: true }, { 'Cache-Control': 'no-store' });
    expect(answerFindings(getMessage, good)).toEqual([]);
  });

  it('names a status the document does not list for the call', () => {
    expect(answerFindings(getMessage, answer(404, { message: 'Not Found' }))).toEqual([
      'answered 404; the document lists 200, 401',
    ]);
  });

  it('takes a range such as 5XX for any status in it', () => {
    const charge = request('POST', '/sick-note/charge', {
      headers: new Headers({ 'Idempotency-Key': 'k1' }),
      mediaType: 'application/json',
      body: { payment_method_id: 'pm_1' },
    });
    expect(answerFindings(charge, answer(503, {}))).toEqual([]);
  });

  it('names a missing or wrong required header', () => {
    expect(answerFindings(getMessage, answer(200, { _id: 'm1', isMOA: true }))).toEqual([
      'the header `Cache-Control` is missing',
    ]);
    const cached = answer(200, { _id: 'm1', isMOA: true }, { 'Cache-Control': 'max-age=60' });
    expect(answerFindings(getMessage, cached)).toEqual([
      'header `Cache-Control` is the text "max-age=60"; the document says "no-store"',
    ]);
  });

  it('names a field the document lacks as an extra field, and a missing one as an error', () => {
    const { operation } = validator.checkRequest(getMessage);
    const findings = validator.checkAnswer(
      getMessage,
      operation!,
      answer(200, { _id: 'm1', read: true }, { 'Cache-Control': 'no-store' }),
    );
    expect(findings).toEqual([
      { call: 'GET /message/m1', side: 'answer', message: '`isMOA` is missing' },
      {
        call: 'GET /message/m1',
        side: 'answer',
        message: '`read` is not in the document',
        extraField: true,
      },
    ]);
  });

  it('names a media type the document does not give', () => {
    const text: WireAnswer = {
      status: 200,
      headers: new Headers({ 'Cache-Control': 'no-store' }),
      mediaType: 'text/html',
      body: '<p>hi</p>',
    };
    expect(answerFindings(getMessage, text)).toEqual([
      'answered 200 as text/html; the document gives application/json',
    ]);
  });

  it('says which of the documented shapes a body fails, and why', () => {
    const charge = request('POST', '/sick-note/charge', {
      headers: new Headers({ 'Idempotency-Key': 'k1' }),
      mediaType: 'application/json',
      body: { payment_method_id: 'pm_1' },
    });
    expect(answerFindings(charge, answer(200, { success: true, extras: {} }))).toEqual([
      'body fits none of its documented shapes (as Paid: `extras.paymentIntentId` is missing | as shape 2: `message` is missing; `extras` is not in the document; `success` is boolean true; the document says false)',
    ]);
  });
});
