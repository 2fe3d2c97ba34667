import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import { linkFailureGoesHome } from '../../src/features/auth/link/thunks';
import { toServiceFailure } from '../../src/state/serviceThunk';

// docs/account.md#login-by-link: a refused link sends the visitor home with the service's words;
// a failure stays on the page, for Retry.

const answered = (status: number, data: unknown) => ({
  isAxiosError: true,
  message: `Request failed with status code ${status}`,
  response: { status, data },
});
const policy = { fallback: msgKey('authLink:errors.server'), visitor: true };

describe('a failed link goes home only when refused', () => {
  it('the link’s own answer saying no (no status) goes home', () => {
    expect(linkFailureGoesHome({ kind: 'refused', msg: msgKey('authLink:errors.noToken') })).toBe(
      true,
    );
  });

  it('a 4xx in the service’s words goes home; one without words stays, with our words', () => {
    const worded = toServiceFailure(answered(410, { message: 'Link used.' }), policy);
    expect(worded.msg).toEqual(msgText('Link used.'));
    expect(linkFailureGoesHome(worded)).toBe(true);
    const bare = toServiceFailure(answered(404, {}), policy);
    expect(bare.msg).toEqual(msgKey('authLink:errors.server'));
    expect(linkFailureGoesHome(bare)).toBe(false);
  });

  it('no answer, a 5xx, or a token the service calls not valid stays', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('network', 'server', 'tokenNotValid') as fc.Arbitrary<
          'network' | 'server' | 'tokenNotValid'
        >,
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        fc.string(),
        (kind, status, text) => {
          const failure = { kind, msg: msgText(text), ...(status ? { status } : {}) };
          expect(linkFailureGoesHome(failure)).toBe(false);
        },
      ),
    );
  });
});
