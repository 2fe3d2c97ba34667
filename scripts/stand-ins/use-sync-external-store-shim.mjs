// use-sync-external-store/shim backfills useSyncExternalStore for React 16 and 17; React 18 and
// later have it, and the shim's own code then only hands React's back. vite.config.ts answers the
// shim with React's hook: about 0.4 KB gzip off every page (react-i18next imports the shim).
// tests/build/standIns.test.ts fails if the portal's React ever lacks the hook.
export { useSyncExternalStore } from 'react';
