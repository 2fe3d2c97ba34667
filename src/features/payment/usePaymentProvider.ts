import { useEffect, useState } from 'react';
import { loadPaymentProvider, type PaymentProvider } from './provider';

export type ProviderState =
  | { status: 'loading' }
  | { status: 'ready'; provider: PaymentProvider }
  | { status: 'unavailable' };

/** The card provider's chunk (and, for Stripe, Stripe.js), fetched when the payment page opens. */
export function usePaymentProvider(): ProviderState {
  const [state, setState] = useState<ProviderState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPaymentProvider().then(
      (provider) => {
        if (live) setState(provider ? { status: 'ready', provider } : { status: 'unavailable' });
      },
      () => {
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
