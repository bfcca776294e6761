import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveServerSecret } from './server-secret.js';

describe('resolveServerSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'farmkit-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('prefers JWT_SECRET and writes no file', async () => {
    expect(resolveServerSecret(dataDir, 'configured')).toBe('configured');
    await expect(stat(join(dataDir, 'secret.key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('generates a secret once, owner-only, and keeps it across starts', async () => {
    const first = resolveServerSecret(dataDir, undefined);
    const file = join(dataDir, 'secret.key');

    expect(first).toMatch(/^[\w-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(resolveServerSecret(dataDir, undefined)).toBe(first);
  });
});
