import { screen } from '@testing-library/react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import AlertStack from '../../src/components/AlertStack';
import AuthByTokenPage from '../../src/features/auth/AuthByTokenPage';
import { renderWithProviders } from '../utils/render';

// Issue 16 point 8 (docs/account.md#login-by-link): /auth-message/ without a token says 'no token detected'
// and goes to /, rather than showing the page-not-found page.

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

async function open(path: string, lang: 'en' | 'cn' = 'en') {
  const { store } = await renderWithProviders(<AuthByTokenPage />, {
    route: path,
    path: ['/auth-message/:token', '/auth-message'],
    elsewhere: { '/': 'Home page', '*': 'Not found' },
    beside: (
      <>
        <AlertStack />
        <Where />
      </>
    ),
    lang,
  });
  return store;
}

describe('/auth-message/ without a token', () => {
  it.each(['/auth-message', '/auth-message/', '/AUTH-MESSAGE/'])(
    '%s is the login-by-link page in the route table, not the catch-all',
    (path) => {
      const matched = matchRoutes(routes, path);
      expect(matched?.at(-1)?.route.path).toBe('/auth-message');
    },
  );

  it.each(['/auth-message', '/auth-message/'])(
    "%s shows 'no token detected' and goes to /",
    async (path) => {
      const store = await open(path);
      expect(await screen.findByRole('alert')).toHaveTextContent('no token detected');
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
      expect(screen.queryByText('Not found')).toBeNull();
      // Nobody was logged in by it.
      expect(store.getState().auth.isAuthenticated).toBe(false);
    },
  );

  it('says so in Chinese', async () => {
    await open('/auth-message/', 'cn');
    expect(await screen.findByRole('alert')).toHaveTextContent('未能偵測到登入憑證。');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('a token of spaces is no token', async () => {
    await open('/auth-message/%20%20');
    expect(await screen.findByRole('alert')).toHaveTextContent('no token detected');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
