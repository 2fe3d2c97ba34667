import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecaptchaBotCheck, {
  RECAPTCHA_LOAD_TIMEOUT_MS,
} from '../../src/components/BotCheck/RecaptchaBotCheck';
import { renderWithI18n } from './i18n';

// Google's script cannot load in a test (nor on a network that blocks Google): the patient is
// told why the form's button stays disabled, instead of facing an empty box.
const FAILED =
  "The “I'm not a robot” check could not be loaded. Please check your internet connection and reload the page; if it still does not appear, please call the clinic.";

const googleScript = () =>
  document.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');

afterEach(() => {
  vi.useRealTimers();
});

// In this order, even in a shuffled run: react-async-script remembers a failed script for the
// page's life, so the script that never answers must come before the one that fails.
describe('the reCAPTCHA bot check where Google cannot be reached', { shuffle: false }, () => {
  it('says so when the script neither loads nor fails within 15 seconds', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<RecaptchaBotCheck onChange={() => {}} />, 'cn');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(RECAPTCHA_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '「我不是機器人」驗證未能載入。請檢查您的網絡連線並重新載入頁面；如仍未能顯示，請致電診所。',
    );
  });

  it('says so when the script fails to load', async () => {
    await renderWithI18n(<RecaptchaBotCheck onChange={() => {}} />);
    const script = googleScript();
    expect(script).not.toBeNull();
    act(() => script?.onerror?.(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });
});
