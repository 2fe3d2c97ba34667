// @vitest-environment node
// The mock clinic checks exchanges in pages served under the portal's Content-Security-Policy (the
// deploy suite), where Ajv may not compile a schema (`new Function`). Every schema of the document
// is compiled when the bundle is built (scripts/contract-validators.mjs); these tests hold that.

import { afterEach, describe, expect, it } from 'vitest';
import { validators } from 'virtual:contract-validators';
import { schemaPointers } from '../../scripts/contract-validators.mjs';
import { contractDocument } from '../../src/testing/contract/document';
import type { WireAnswer, WireRequest } from '../../src/testing/contract/types';
import { createContractValidator } from '../../src/testing/contract/validator';

const RealFunction = globalThis.Function;

/** As the policy does: no code may be made from text. */
function refuseCodeFromText(): void {
  globalThis.Function = function refused() {
    throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
  } as unknown as FunctionConstructor;
}

afterEach(() => {
  globalThis.Function = RealFunction;
});

const login = (body: unknown): WireRequest => ({
  method: 'POST',
  host: 'service',
  path: '/login',
  query: new URLSearchParams(),
  headers: new Headers({ 'Content-Type': 'application/json' }),
  mediaType: 'application/json',
  body,
});

const refused: WireAnswer = {
  status: 200,
  headers: new Headers({ 'Cache-Control': 'no-store' }),
  mediaType: 'application/json',
  body: { success: false, extras: { message: 'Incorrect e-mail or password.' } },
};

function checkLogins(validator: ReturnType<typeof createContractValidator>): string[] {
  const good = login({ method: 'email', email: 'a@b.ca', password: 'x', recaptcha: 'r' });
  const { operation, findings } = validator.checkRequest(good);
  const bad = validator.checkRequest(login({ method: 'email', email: 7 })).findings;
  return [...findings, ...validator.checkAnswer(good, operation!, refused), ...bad].map(
    (finding) => finding.message,
  );
}

describe('the compiled schemas of the contract document', () => {
  it('cover every schema of a parameter, header or media type', () => {
    expect(Object.keys(validators).sort()).toEqual(schemaPointers(contractDocument).sort());
    expect(Object.keys(validators).length).toBeGreaterThan(100);
  });

  it('check an exchange where no code may be made from text, as under the policy', () => {
    const validator = createContractValidator(contractDocument, validators);
    refuseCodeFromText();
    expect(checkLogins(validator)).toEqual([
      '`password` is missing',
      '`recaptcha` is missing',
      '`email` is number 7; the document says string',
    ]);
  });

  it('are what makes that work: compiled at run time, the same check is refused', () => {
    const validator = createContractValidator(contractDocument);
    refuseCodeFromText();
    expect(() => checkLogins(validator)).toThrow(/unsafe-eval/);
  });
});
