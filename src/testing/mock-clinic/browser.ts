// The mock clinic in the browser (npm run dev, the e2e build). main.tsx awaits startMockClinic()
// before rendering, since calls made before the worker is ready would reach the network.

import { setupWorker } from 'msw/browser';
import { registerStandIn } from '../../api/standIn';
import { keepFindingsIn } from '../contract/findings';
import { loadContractWatch } from '../contract/watch';
import { addLocaleUrls } from '../../i18n';
import { mockClinicControls } from './controls';
import { STORAGE_KEY, db } from './db';
import { handlers } from './handlers';
import { mockPages } from './pages';
import { openMockClinicStatusChannel } from './socket';

export async function startMockClinic(): Promise<void> {
  addLocaleUrls(
    import.meta.glob<string>('../../i18n/locales/*/mock.json', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  );
  // What disagrees with the contract document outlives a reload, for the e2e fixtures to read.
  keepFindingsIn(localStorage);
  void loadContractWatch();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: import.meta.env.BASE_URL + 'mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Another tab acting on the same "server" changes what this tab must answer.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) db.reload();
  });
  window.mockClinic = mockClinicControls;
  // Its pages join the router and its event bus stands in for socket.io (src/api/standIn.ts).
  registerStandIn({ pages: mockPages, openClinicStatusChannel: openMockClinicStatusChannel });
}
