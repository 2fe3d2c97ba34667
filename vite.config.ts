import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

// The API client names axios's XMLHttpRequest transport (src/api/client.ts), so axios's fetch
// transport is never chosen; axios still bundles it (with its stream and signal helpers), about
// 4 KB gzip on the first load of every page that calls the service. The build gives it an
// answer meaning "not available here", which axios's own adapter lookup accepts, and drops the code.
function withoutAxiosFetchAdapter(): Plugin {
  const stub = '\0axios-fetch-adapter-unused';
  return {
    name: 'without-axios-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapters = importer?.replace(/\\/g, '/').endsWith('axios/lib/adapters/adapters.js');
      return source === './fetch.js' && fromAdapters ? stub : null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;\nexport default false;\n' : null;
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

export default defineConfig(({ mode }) => {
  const vars = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const isMock = vars.VITE_API_MOCK === 'true';
  return {
    plugins: [react(), dropMockWorker(isMock), servePrerenderedPages(), withoutAxiosFetchAdapter()],
    resolve: {
      // react-router's package exports point every bundler at its development build (warnings and
      // checks included); a production bundle takes the production build it ships beside it.
      alias:
        mode === 'production'
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
          : [],
    },
    build: {
      target: 'es2022',
      // The bundle check reads the manifest to measure what each route loads.
      manifest: true,
      sourcemap: false,
      reportCompressedSize: false,
    },
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
      // One module graph and environment per worker, not per file: the suite ran in two minutes,
      // of which the tests took twenty seconds. Every test makes its own store and the setup
      // resets the mock clinic and storage, so what a file leaves behind is only timers, and
      // those act only for the session that set them.
      isolate: false,
    },
  };
});
