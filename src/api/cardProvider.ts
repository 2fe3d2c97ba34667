// The test card provider's endpoints (Stripe's side, mock builds only), reached with fetch as
// Stripe.js reaches Stripe: these calls are the provider's, not the clinic's, so they do not use
// the api client. The app's mock card form and the mock clinic's bank page both call them; the
// mock clinic answers them (src/testing/mock-clinic/handlers/cardProvider.ts).

/** Never resolvable: the mock worker answers it, a real network never could. */
export const MOCK_CARD_API = 'https://cards.mock-clinic.invalid';

export type ProviderAnswer<T> = { ok: true; value: T } | { ok: false; message: string | null };

async function call<T>(path: string, init: RequestInit = {}): Promise<ProviderAnswer<T>> {
  try {
    const response = await fetch(`${MOCK_CARD_API}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json' },
    });
    const body = (await response.json().catch(() => ({}))) as {
      error?: { message?: string };
    } & T;
    if (response.ok) return { ok: true, value: body };
    return { ok: false, message: body.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}

export const createCardMethod = (card: { number: string; expiry: string; cvc: string }) =>
  call<{ id: string }>('/v1/payment_methods', { method: 'POST', body: JSON.stringify(card) });

export const readIntent = (id: string, clientSecret: string) =>
  call<{ id: string; amount: number; status: string }>(
    `/v1/payment_intents/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`,
  );

export const authenticateIntent = (
  id: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
) =>
  call<{ id: string; status: string }>(
    `/v1/payment_intents/${encodeURIComponent(id)}/authenticate`,
    {
      method: 'POST',
      body: JSON.stringify({ client_secret: clientSecret, outcome }),
    },
  );

/** Stripe's client secrets start with the payment intent's id: 'pi_…_secret_…'. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
