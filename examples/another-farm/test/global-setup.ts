import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * A fresh consumer of the kit: a copy of this example, outside the monorepo, whose three FarmKit dependencies
 * are the tarballs `npm pack` made (tools/check-package.mjs), installed by npm as from a registry. It must
 * type-check and build against them alone.
 */
function installAndBuild(): string {
  const app = mkdtempSync(path.join(tmpdir(), 'another-farm-'));
  cpSync(exampleDir, app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|test|test-results)$/.test(source),
  });
  const manifestFile = path.join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const [name, range] of Object.entries<string>(manifest.dependencies)) {
    if (!range.startsWith('file:')) continue;
    const tarball = path.resolve(exampleDir, range.slice('file:'.length));
    if (!existsSync(tarball)) {
      throw new Error(
        `${tarball} is missing: pack the kit first (npx turbo run check:package --filter=${name})`,
      );
    }
    manifest.dependencies[name] = `file:${tarball}`;
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // Run npm as a user would: not as a script of the monorepo's npm, whose settings (its prefix, its workspace)
  // it would otherwise inherit through npm_config_* variables.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|INIT_CWD$)/i.test(key)),
  );
  const npm = (...args: string[]) => execFileSync('npm', args, { cwd: app, env, stdio: 'inherit' });
  npm('install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', '--loglevel=error');
  npm('run', 'build');
  return app;
}

function serve(root: string) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise<typeof server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export default async function globalSetup() {
  const app = installAndBuild();
  const server = await serve(path.join(app, 'dist'));
  process.env.ANOTHER_FARM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(app, { recursive: true, force: true });
  };
}
