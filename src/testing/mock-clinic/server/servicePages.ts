// What the mock server hosts beside the clinic's API, where a real service and card provider host
// pages of their own (src/testing/mock-clinic/hostedPages.ts): the e-mail confirmation page a registration
// mail links to. It confirms through the same handler as GET /register/confirm/:token and
// sends the patient on to the portal's login page; the page is the service's, in English.

import { getResponse } from 'msw';
import { MOCK_CARD_API } from '../cardProvider';
import { handlers } from '../handlers';
import { hostPagesElsewhere } from '../hostedPages';
import { appUrl } from '../mail';

export const CONFIRM_PAGE_PREFIX = '/confirm-email/';
/** The card provider's API (Stripe's side) under the service: /card-provider/v1/… */
export const CARD_PROVIDER_PREFIX = '/card-provider/';
/** Where Stripe sends a card holder for a 3-D Secure check by redirect. */
export const STRIPE_BANK_PAGE = 'https://hooks.stripe.com/3d_secure_2/authenticate';

export function hostPagesOnService(serviceUrl: string): void {
  hostPagesElsewhere({
    confirmEmail: (token) => `${serviceUrl}${CONFIRM_PAGE_PREFIX}${encodeURIComponent(token)}`,
    bankPage: (query) => `${STRIPE_BANK_PAGE}?${query.toString()}`,
  });
}

/** A card provider request, as the mock's card-provider handlers expect it (at MOCK_CARD_API). */
export function cardProviderRequest(request: Request, pathname: string): Request {
  const url = new URL(request.url);
  const target = new URL(
    `/${pathname.slice(CARD_PROVIDER_PREFIX.length)}${url.search}`,
    MOCK_CARD_API,
  );
  return new Request(target, request);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

function page(title: string, text: string, portalLogin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(portalLogin)}">Log in to the patient portal</a></p></main></body></html>`;
}

/** The confirmation page for one mailed link. */
export async function confirmationPage(
  token: string,
  serviceUrl: string,
): Promise<{ status: number; html: string }> {
  const request = new Request(`${serviceUrl}/register/confirm/${encodeURIComponent(token)}`);
  const response = await getResponse(handlers, request);
  const reply = ((await response?.json().catch(() => null)) ?? {}) as {
    success?: boolean;
    message?: string;
  };
  const login = appUrl('/login');
  return reply.success
    ? {
        status: 200,
        html: page('E-mail address confirmed', 'Your account is ready. You can now log in.', login),
      }
    : {
        status: 400,
        html: page(
          'This link cannot be used',
          reply.message ?? 'This confirmation link is not valid.',
          login,
        ),
      };
}
