#!/usr/bin/env node
// Builds what the production-path tests serve (npm run test:e2e:prod): `npm run build`'s steps
// (typecheck aside, which npm test runs once) with scripts/e2e-prod-env.mjs's settings, then the
// check that the bundle holds no mock code.
import { spawnSync } from 'node:child_process';
import { buildVars, dist } from './e2e-prod-env.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...buildVars },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn']);
run('node', ['scripts/prerender.mjs', dist]);
run('node', ['scripts/check-production-build.mjs', dist]);
