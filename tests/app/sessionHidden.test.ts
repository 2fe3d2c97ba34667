import { describe, expect, it } from 'vitest';
import { logout } from '../../src/features/auth/logout';
import { thirdPartyLoading } from '../../src/lib/thirdPartyScripts';
import { patientTab, serviceCalls } from '../builders/session';

// A logged-in patient on a public page that loads reCAPTCHA (the sick-note check): once the script
// is in the page the tab lets go of the token (src/lib/thirdPartyScripts.ts, onSessionHidden), so
// no script reaches it through the page's objects, and nothing the page still does (the clinic
// status channel, the nav's count) can carry it.

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a script that must not see the session joins the page', () => {
  it('the token leaves the store; the login and the patient shown stay', async () => {
    const { store, mark } = await patientTab('patient@example.com');
    thirdPartyLoading('recaptcha');
    await settled();
    expect(store.getState().auth).toMatchObject({ token: null, mark, isAuthenticated: true });
    expect(store.getState().user.data).not.toBeNull();
  });

  it('Stripe.js alone, on the payment page, leaves the token where it is', async () => {
    const { store, token } = await patientTab('patient@example.com');
    thirdPartyLoading('stripe');
    await settled();
    expect(store.getState().auth.token).toBe(token);
  });

  it('a logout there still ends the session on the service, by its cookie', async () => {
    const { store } = await patientTab('patient@example.com');
    thirdPartyLoading('analytics');
    await settled();
    const calls = serviceCalls();
    store.dispatch(logout('user'));
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.endsWith('/logout'))).toHaveLength(1);
  });
});
