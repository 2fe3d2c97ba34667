// npm run mock-server: the mock clinic as a real HTTP and socket.io service on PORT (default
// 4010). See src/testing/mock-clinic/server/service.ts.
//
// The mock is TypeScript that reads its addresses from import.meta.env (src/config/env.ts), so it
// is loaded through Vite's own SSR module loader, the tool that already builds it, rather than a
// second TypeScript runtime (tsx) that knows nothing of import.meta.env. The handlers match full
// URLs under env.apiUrl and env.medicationApiUrl: both are set to this service's own address.
//
// Settings: PORT, HOST (listen address, default 127.0.0.1), MOCK_PUBLIC_URL (the address pages
// call, default http://localhost:PORT), MOCK_PORTAL_URL (where mailed links point, default
// http://localhost:5173, `npm run dev`), MOCK_CORS_ORIGINS (comma-separated page origins allowed
// besides any on this machine), MOCK_CONTROL_TOKEN (a token the /__mock/ controls then require as
// X-Mock-Token).
//
// The service answers only requests whose Host names it (localhost, 127.0.0.1, [::1], HOST or
// MOCK_PUBLIC_URL's host), and its controls refuse other pages' origins and non-JSON posts (see
// src/testing/mock-clinic/server/controlGuard.ts). On loopback that keeps web pages out; what
// remains are programs on this machine, which can as well log in as the seeded accounts. With HOST
// set to an address others can reach, anyone on that network can do so, and read the mailbox's
// reset codes and login links too: then the controls need a token, random unless given, printed
// below for the developer's own tools.

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { contractValidators } from './contract-validators.mjs';
import { yamlModules } from './yaml-module.mjs';

const port = Number(process.env.PORT || 4010);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`mock-server: PORT must be a port number, not ${process.env.PORT}`);
  process.exit(1);
}
const publicUrl = (process.env.MOCK_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const portalUrl = new URL(process.env.MOCK_PORTAL_URL || 'http://localhost:5173');
const host = process.env.HOST || '127.0.0.1';

process.env.VITE_API_MOCK = 'true';
process.env.VITE_API_URL = publicUrl;
process.env.VITE_SOCKET_URL = publicUrl;
process.env.VITE_MEDICATION_API_URL = `${publicUrl}/medication-api`;

// Mails link to the page serving the app (src/testing/mock-clinic/mail.ts reads location.origin); here that is
// the portal the developer runs beside the service.
globalThis.location ??= portalUrl;

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL('..', import.meta.url)),
  mode: 'development',
  appType: 'custom',
  logLevel: 'warn',
  // The contract document the mock's route layer holds every exchange to (src/testing/contract).
  plugins: [yamlModules(), contractValidators()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let service;
let onLoopback = true;
let controlToken = process.env.MOCK_CONTROL_TOKEN || undefined;
try {
  const { isLoopbackAddress } = await vite.ssrLoadModule(
    '/src/testing/mock-clinic/server/hostCheck.ts',
  );
  onLoopback = isLoopbackAddress(host);
  if (!onLoopback) controlToken ??= randomBytes(18).toString('base64url');
  const { startMockService } = await vite.ssrLoadModule(
    '/src/testing/mock-clinic/server/service.ts',
  );
  service = await startMockService({
    port,
    host,
    corsOrigins: (process.env.MOCK_CORS_ORIGINS || '').split(',').filter(Boolean),
    controlToken,
  });
} catch (error) {
  console.error('mock-server: could not start:', error);
  await vite.close();
  process.exit(1);
}

// Before the line that says it is listening, which tools wait for (tests/mockServer/, perf.mjs).
if (!onLoopback) {
  console.warn(
    `mock-server: WARNING: HOST=${host} is not a loopback address: anyone who can reach it can ` +
      'log in as the seeded accounts. Unset HOST to keep the service on this machine.',
  );
}
if (process.env.MOCK_CONTROL_TOKEN) {
  console.log(
    'mock-server: the /__mock/ controls need the header X-Mock-Token: MOCK_CONTROL_TOKEN',
  );
} else if (controlToken) {
  console.log(`mock-server: the /__mock/ controls need the header X-Mock-Token: ${controlToken}`);
}

console.log(
  `mock-server: the mock clinic listening on ${service.url} (socket.io on the same port)`,
);
console.log(`mock-server: medication site API at ${process.env.VITE_MEDICATION_API_URL}`);
console.log(`mock-server: mailed links point at ${portalUrl.origin}`);

async function stop() {
  // Open sockets and keep-alive connections close within a moment; never wait for ever.
  setTimeout(() => process.exit(0), 2000).unref();
  await service.close();
  await vite.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
