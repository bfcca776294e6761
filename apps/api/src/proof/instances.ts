import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One API process, run from its TypeScript source as `npm run dev` runs it, but without watching. */
export class Instance {
  private child: ChildProcess | undefined;
  /** Everything the process wrote, for a failure's message. */
  log = '';
  readonly origin: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--conditions=@farmkit/source', '--import', 'tsx', 'src/server.ts'],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          ...this.env,
          PORT: String(this.port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The instance on ${this.port} exited:\n${this.log}`);
      try {
        if ((await fetch(`${this.origin}/api/v1/products/category/`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The instance on ${this.port} did not answer within a minute:\n${this.log}`);
  }

  /** Stops the process with `signal` (SIGKILL: no goodbye, as when a machine dies) and waits until it is gone. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  }
}
