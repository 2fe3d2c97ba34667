// Starts `npm run mock-server` (scripts/mock-server.mjs) as a child process on the given port,
// with its own database, and resolves once it says it is listening.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface StartedMockServer {
  child: ChildProcess;
  /** What it printed while starting. */
  output: string;
}

export async function startMockServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<StartedMockServer> {
  const entry = fileURLToPath(new URL('../../scripts/mock-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'development', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock-server did not start:\n${output}`)),
      8000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock-server exited (${code}):\n${output}`)));
  });
  return { child, output };
}

export async function stopMockServer(child: ChildProcess | undefined): Promise<void> {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
