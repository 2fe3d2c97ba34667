import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endIdleSessionAtBoot } from '../../src/features/auth/bootSession';
import { forgetSession } from '../../src/features/auth/session';
import { useIdleLogout } from '../../src/features/auth/useIdleLogout';
import { isReturnFromBank } from '../../src/features/payment/bankReturn';
import { endPaymentAttempt } from '../../src/features/requests/draft';
import { writePaymentReturn } from '../../src/features/payment/paymentReturn';
import { leftBank, markAtBank } from '../../src/lib/paymentAtBankMark';
import {
  BANK_GRACE_MS,
  keysKeptForBank,
  paymentAtBank,
  readSession,
  readStorage,
  sessionKeys,
  storageKeys,
  writeSession,
  writeStorage,
} from '../../src/lib/storage';
import { idleCheckAtBoot, patientTab } from '../builders/session';

// Issue 26 point 1 (security review N1): a payment handed to the bank is not lost to the idle
// window. Its return is activity at boot, the idle timer holds while the bank's frame is open,
// and a logout meanwhile keeps what the confirmation needs, bound to the patient paying.

const MINUTE = 60_000;
const SUCCESS = '/sick-note/payment/success';
const BANK_PARAMS = '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** What a tab that left for the bank keeps: the draft with its key, the pending receipt. */
function keepPayment(ownerId = 'patient-mei') {
  writeSession(
    sessionKeys.requestDraft,
    JSON.stringify({ formType: 'sick-note', ownerId, timeOffReason: 'flu', paymentKey: 'k-1' }),
  );
  writeSession(sessionKeys.receiptPending, JSON.stringify({ ownerId, amount: 65 }));
  markAtBank(ownerId);
}

/** What the success route keeps of the bank's return address. */
const keepReturn = () =>
  writePaymentReturn({
    formType: 'sick-note',
    paymentIntent: 'pi_1',
    formToken: null,
    ownerId: 'patient-mei',
  });

describe('the return from the bank', () => {
  it('is the success route with the bank’s parameters, in a tab that sent a payment there', () => {
    keepPayment();
    expect(isReturnFromBank({ pathname: SUCCESS, search: BANK_PARAMS })).toBe(true);
    expect(
      isReturnFromBank({ pathname: '/school-work-form/payment/success', search: BANK_PARAMS }),
    ).toBe(true);
    // A reload of the cleaned address: the intent the route kept.
    keepReturn();
    expect(isReturnFromBank({ pathname: SUCCESS, search: '' })).toBe(true);
  });

  it('is not a link to the success route in a tab that paid nothing, nor another page', () => {
    expect(isReturnFromBank({ pathname: SUCCESS, search: BANK_PARAMS })).toBe(false);
    keepPayment();
    expect(isReturnFromBank({ pathname: '/dashboard', search: BANK_PARAMS })).toBe(false);
    expect(isReturnFromBank({ pathname: SUCCESS, search: '?payment_intent=pi_1' })).toBe(false);
  });

  it('is no longer one past the grace (30 minutes), nor once the payment was answered', () => {
    keepPayment();
    const later = Date.now() + BANK_GRACE_MS + 1;
    expect(isReturnFromBank({ pathname: SUCCESS, search: BANK_PARAMS }, later)).toBe(false);
    expect(paymentAtBank(later)).toBeNull();
    leftBank();
    expect(isReturnFromBank({ pathname: SUCCESS, search: BANK_PARAMS })).toBe(false);
  });

  it('keeps a session idle for 6 minutes at boot, and counts as activity', () => {
    writeStorage(storageKeys.session, 'm');
    writeStorage(storageKeys.lastActivity, String(Date.now() - 6 * MINUTE));
    keepPayment();
    expect(endIdleSessionAtBoot(true)).toBe(false);
    expect(readStorage(storageKeys.session)).toBe('m');
    expect(Date.now() - Number(readStorage(storageKeys.lastActivity))).toBeLessThan(1_000);
    expect(readSession(sessionKeys.requestDraft)).not.toBeNull();
  });

  it('any other boot after 6 idle minutes ends the session, and the draft goes', async () => {
    writeStorage(storageKeys.session, 'm');
    writeStorage(storageKeys.lastActivity, String(Date.now() - 6 * MINUTE));
    writeSession(
      sessionKeys.requestDraft,
      JSON.stringify({ formType: 'sick-note', ownerId: 'p', timeOffReason: 'flu' }),
    );
    expect(await idleCheckAtBoot(false)).toBe(true);
    expect(readStorage(storageKeys.session)).toBeNull();
    expect(readSession(sessionKeys.requestDraft)).toBeNull();
  });
});

describe('a logout while a payment is at the bank', () => {
  it('keeps what the confirmation needs, and nothing else', () => {
    keepPayment();
    keepReturn();
    writeSession(sessionKeys.receipts, '[]');
    writeSession(sessionKeys.authLinkToken, 'a');
    writeStorage(storageKeys.session, 'm');
    forgetSession('m', 'expired');
    for (const key of keysKeptForBank) expect(readSession(key), key).not.toBeNull();
    expect(readSession(sessionKeys.receipts)).toBeNull();
    expect(readSession(sessionKeys.authLinkToken)).toBeNull();
    expect(readStorage(storageKeys.session)).toBeNull();
  });

  it('keeps nothing once the payment was answered, or past the grace', () => {
    keepPayment();
    leftBank();
    forgetSession(null, 'user');
    expect(readSession(sessionKeys.requestDraft)).toBeNull();

    // A declined card or a failed bank check ends the attempt: nothing waits at the bank.
    keepPayment();
    endPaymentAttempt();
    expect(paymentAtBank()).toBeNull();
    forgetSession(null, 'user');
    expect(readSession(sessionKeys.requestDraft)).toBeNull();

    keepPayment();
    vi.useFakeTimers({ now: Date.now() + BANK_GRACE_MS + 1, toFake: ['Date'] });
    forgetSession(null, 'user');
    expect(readSession(sessionKeys.requestDraft)).toBeNull();
    expect(readSession(sessionKeys.paymentAtBank)).toBeNull();
  });
});

describe('the idle timer while the bank’s frame is open', () => {
  it('does not log out after 6 minutes, and keeps the shared time fresh for the other tabs', async () => {
    const { store } = await patientTab('patient@example.com');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    markAtBank(store.getState().user.data?.id ?? null);
    renderHook(useIdleLogout, {
      wrapper: ({ children }) =>
        createElement(Provider, { store, children: createElement(MemoryRouter, null, children) }),
    });
    vi.advanceTimersByTime(6 * MINUTE);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(Date.now() - Number(readStorage(storageKeys.lastActivity))).toBeLessThanOrEqual(MINUTE);

    // Answered: the timer runs as before, and 5 minutes later the session is over.
    leftBank();
    vi.advanceTimersByTime(6 * MINUTE);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.loggedOutReason).toBe('idle');
  });
});
