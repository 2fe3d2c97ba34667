// Pages that the real clinic service and the card provider host on their own sites, not in the
// portal: the e-mail confirmation a registration mail links to, and the bank's 3-D Secure page a
// redirect card is sent to. In a mock build the mock clinic serves them inside the portal's own
// router (/__mock/…), since nothing else is there; `npm run mock-server` serves the confirmation
// itself and sends the card holder to Stripe's address, which the production-path tests answer
// (a production bundle has no mock pages, and follows a bank page only over https:).

import { MOCK_AUTHENTICATION_PATH } from './cardProvider';
import { appUrl } from './mail';

export interface HostedPages {
  confirmEmail(token: string): string;
  /** The query holds payment_intent, client_secret and return_url. */
  bankPage(query: URLSearchParams): string;
}

const inThePortal: HostedPages = {
  confirmEmail: (token) => appUrl(`/__mock/confirm/${token}`),
  bankPage: (query) => appUrl(`${MOCK_AUTHENTICATION_PATH}?${query.toString()}`),
};

let hosted: HostedPages = inThePortal;

export function hostPagesElsewhere(pages: HostedPages): void {
  hosted = pages;
}

export const confirmEmailUrl = (token: string): string => hosted.confirmEmail(token);

export const bankPageUrl = (query: URLSearchParams): string => hosted.bankPage(query);
