// Starts the built production server (API + storefront) on a throw-away database for a benchmark run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitUntilServing(url, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 30 s`);
}

/**
 * Returns `{ origin, pid, stop }` for a production server on a fresh data directory and a free port; `env` adds
 * to (or overrides) its environment.
 */
export async function startProductionServer(env = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run \`npx turbo run build\` first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmkit-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${origin}/api/v1/products/category/`, child);
  return {
    origin,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
