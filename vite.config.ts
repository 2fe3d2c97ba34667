import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { AXIOS_UNUSED } from './scripts/axios-unused.mjs';
import { localeFiles } from './scripts/locale-files.mjs';
import { preloadDeps } from './scripts/preload-deps.mjs';
import { CSP_NONCE_PLACEHOLDER } from './scripts/render-nginx-conf.mjs';
import { contractValidators } from './scripts/contract-validators.mjs';
import { yamlModules } from './scripts/yaml-module.mjs';

// A production bundle must hold no mock code: Vite copies public/ as it is, so the MSW worker
// script is removed from any build that is not a mock build.
function dropMockWorker(isMock: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!isMock) await rm(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

// Parts of axios the portal never uses, answered with stand-ins (scripts/axios-unused.mjs says
// which and why): about 6 KB gzip off the first load of every page that calls the service.
function withoutUnusedAxiosParts(): Plugin {
  const prefix = '\0axios-unused:';
  return {
    name: 'without-unused-axios-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const index = AXIOS_UNUSED.findIndex(
        (part) => part.source === source && from.endsWith(part.importer),
      );
      return index === -1 ? null : `${prefix}${index}`;
    },
    load(id) {
      return id.startsWith(prefix)
        ? (AXIOS_UNUSED[Number(id.slice(prefix.length))]?.code ?? null)
        : null;
    },
  };
}

// `vite preview` serves a prerendered page (dist/login/index.html) for /login, as nginx's
// try_files does in deploy/; without this it would answer with the SPA's index.html.
function servePrerenderedPages(): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        const page = pathname.replace(/\/+$/, '');
        if (page && !path.extname(page) && existsSync(path.join(outDir, page, 'index.html'))) {
          req.url = `${page}/index.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}

/** Modules on every patient page's first load, kept in one chunk (build.rolldownOptions below). */
const CORE_MODULES =
  /[\\/]src[\\/](config[\\/]env|lib[\\/]storage|i18n[\\/]language|state[\\/](auth|flow|alerts[\\/]slice)|features[\\/](auth[\\/](api|LogOutButton)|clinicStatus[\\/]slice)|components[\\/]LineIcon)\.tsx?$/;

export default defineConfig(({ mode }) => {
  const vars = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const isMock = vars.VITE_API_MOCK === 'true';
  const preload = preloadDeps();
  return {
    plugins: [
      react(),
      dropMockWorker(isMock),
      servePrerenderedPages(),
      withoutUnusedAxiosParts(),
      localeFiles(),
      preload.plugin,
      yamlModules(),
      contractValidators(),
    ],
    resolve: {
      // react-router's package exports point every bundler at its development build (warnings and
      // checks included); a production bundle takes the production build it ships beside it.
      alias: [
        // React has the hook this shim backfills for React 17 and older (scripts/stand-ins/).
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.resolve('scripts/stand-ins/use-sync-external-store-shim.mjs'),
        },
        ...(mode === 'production'
          ? [
              {
                find: /^react-router$/,
                replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
              },
              {
                find: /^react-router\/dom$/,
                replacement: path.resolve(
                  'node_modules/react-router/dist/production/dom-export.mjs',
                ),
              },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      // The bundle check reads the manifest to measure what each route loads.
      manifest: true,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // Scripts are named by their hash alone: each chunk's name is written in every preload
          // list and import that reaches it, and the readable part cost 1.2 KB gzip on every
          // page's first load (docs/constants.md#first-load-budget). The build's manifest
          // (.vite/manifest.json) maps each file back to its source. Chunks take 7 characters of
          // hash, the fewest Rolldown allows for this many chunks (it refuses a size that could
          // collide): one character less in each of the ~100 names of the entry's preload table.
          entryFileNames: 'assets/[hash].js',
          chunkFileNames: 'assets/[hash:7].js',
          // The small modules every patient page starts with (settings, storage, language, the
          // session's state and calls, the alerts, the clinic-system status, the line icons, the
          // menu's Log Out button, which /logout shows too) in one chunk: on their own, shared by
          // the entry and the lazy pages, they became a dozen chunks of 100 to 1,200 bytes, each
          // paying its own compression start and imports on /dashboard's first load.
          codeSplitting: {
            groups: [{ name: 'core', test: CORE_MODULES }],
          },
        },
      },
    },
    // Every script, module preload and stylesheet tag of index.html, and the meta element Vite's
    // preloader reads for the ones it adds, carry this placeholder; nginx puts each answer's own
    // nonce in its place (deploy/portal.conf.template), and the policy runs only nonced scripts.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    css: {
      preprocessorOptions: {
        scss: {
          // Bootstrap 5.3's Sass still uses @import and colour functions Dart Sass warns about.
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: { port: 5173 },
    // *.localhost names let e2e tests open the South Vancouver brand by host name.
    preview: { port: 4173, strictPort: true, allowedHosts: ['.localhost'] },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // The page tests fill long forms against the mock clinic: on a loaded 2-core machine one can
      // take well over Vitest's 5 s without anything being wrong.
      testTimeout: 20_000,
      // One module graph and environment per worker, not per file: the suite ran in two minutes,
      // of which the tests took twenty seconds. Every test makes its own store and the setup
      // resets the mock clinic and storage, so what a file leaves behind is only timers, and
      // those act only for the session that set them.
      isolate: false,
    },
  };
});
