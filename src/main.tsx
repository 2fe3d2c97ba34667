import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import App from './app/App';
import { createStore } from './app/store';
import Spinner from './components/Spinner';
import { applyBrandToDocument, brand } from './config/brands';
import { loadUser } from './features/auth/thunks';
import { currentLanguage, initI18n, startLanguage } from './i18n';
import './styles/main.scss';

async function boot(): Promise<void> {
  const lang = startLanguage();
  // The condition is written out so a production build drops the mock clinic entirely. The worker
  // must be running before the first call, or that call would go to the network.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    const { startMockClinic } = await import('./mocks/browser');
    await startMockClinic();
  }
  const i18n = await initI18n(lang);
  applyBrandToDocument(brand, currentLanguage());
  i18n.on('languageChanged', () => applyBrandToDocument(brand, currentLanguage()));

  const store = createStore();
  if (store.getState().auth.token) void store.dispatch(loadUser());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <App />
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void boot();
