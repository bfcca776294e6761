#!/usr/bin/env node
/**
 * Packs a published package the way `npm publish` would and checks the tarball, not the work tree: what a
 * consumer installs is only what `files` lets through, resolved only through `exports`.
 *
 *   node tools/check-package.mjs [package dir ...]   (default: the current directory, as turbo runs it)
 *
 * For each package, after its build:
 * - `npm pack` it to `<package dir>/<name>.tgz` (`@farmkit/ui` -> `packages/ui/farmkit-ui.tgz`, no version in
 *   the name so a later step can install it by a fixed path; git ignores it, turbo caches it);
 * - publint over the tarball, warnings counted as errors;
 * - attw over the tarball with the `esm-only` profile: the packages ship ESM only, so CommonJS `require`
 *   (node16-cjs) and pre-`exports` resolution (node10, which cannot see subpaths) are out of scope, while the
 *   types must resolve for both bundler and node16/nodenext ESM consumers. Stylesheet subpaths are skipped:
 *   they have no types to check;
 * - its own checks, which neither tool makes: a `'use client'` directive of an entry's source survives the
 *   build; an entry that uses client-only React (a context, a hook other than useMemo/useCallback/useId,
 *   React Aria Components) is marked `'use client'`;
 *   every package the built code imports is a dependency or peer dependency; no stories, tests or
 *   screenshots are packed; and, where the exports map subpaths to `src/<name>/index.ts`, every such folder is
 *   exported (a folder left out is built but unreachable).
 * Exits 1 on any problem, after checking every package.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const attwPackage = require.resolve('@arethetypeswrong/cli/package.json');
const attwBin = path.join(path.dirname(attwPackage), JSON.parse(readFileSync(attwPackage, 'utf8')).bin.attw);

const USE_CLIENT = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/;
/**
 * What a server component cannot use (`react-server` leaves it out): a context, and any hook but these, the
 * kit's own hooks included. React Aria Components and react-hook-form are made of such hooks.
 */
const SERVER_HOOKS = new Set(['use', 'useCallback', 'useDebugValue', 'useId', 'useMemo']);
const CLIENT_ONLY_PACKAGES = new Set(['react-aria-components', 'react-hook-form']);
const isClientOnlyImport = (specifier, name) =>
  (specifier === 'react' && name === 'createContext') || (/^use[A-Z]/.test(name) && !SERVER_HOOKS.has(name));

const packageDirs = (process.argv.length > 2 ? process.argv.slice(2) : [process.cwd()]).map((dir) =>
  path.resolve(dir),
);
let failed = false;
for (const dir of packageDirs) {
  const problems = await checkPackage(dir);
  if (problems.length > 0) {
    failed = true;
    console.error(`\n✘ ${path.relative(repoRoot, dir)}: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
}
process.exit(failed ? 1 : 0);

async function checkPackage(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.private) return [`${pkg.name} is private: it is not published, so there is nothing to check`];
  if (!existsSync(path.join(dir, 'dist'))) return [`${pkg.name} has no dist/: build it first`];

  const tarball = pack(dir, pkg.name);
  console.log(`${pkg.name}: packed ${path.relative(repoRoot, tarball)}`);
  const unpacked = mkdtempSync(path.join(tmpdir(), 'farmkit-unpacked-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    const root = path.join(unpacked, 'package');
    const files = listFiles(root);
    return [
      ...(await runPublint(tarball, pkg.name)),
      ...runAttw(tarball, pkg),
      ...checkDirectives(root, pkg),
      ...checkClientEntries(root, pkg),
      ...checkImports(root, files, pkg),
      ...checkPackedFiles(files),
      ...checkFolderExports(dir, pkg),
    ];
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

/** `npm pack -w <name>` from the repository root, then the tarball moved to `<dir>/<scope>-<name>.tgz`. */
function pack(dir, name) {
  const destination = mkdtempSync(path.join(tmpdir(), 'farmkit-pack-'));
  try {
    const output = execFileSync(
      'npm',
      ['pack', '--json', '--pack-destination', destination, '--workspace', name],
      { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [{ filename }] = JSON.parse(output);
    const tarball = path.join(dir, `${name.replace(/^@/, '').replace('/', '-')}.tgz`);
    renameSync(path.join(destination, path.basename(filename)), tarball);
    return tarball;
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}

async function runPublint(tarball, name) {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    level: 'warning',
    strict: true,
  });
  const problems = messages.map((message) => `publint: ${formatMessage(message, pkg, { color: false })}`);
  if (problems.length === 0) console.log(`${name}: publint found nothing`);
  return problems;
}

function runAttw(tarball, pkg) {
  const stylesheets = Object.keys(pkg.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));
  const args = [attwBin, tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'];
  if (stylesheets.length > 0) args.push('--exclude-entrypoints', ...stylesheets);
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (result.status === 0) {
    console.log(`${pkg.name}: attw (esm-only) found nothing`);
    return [];
  }
  console.error(result.stdout, result.stderr);
  return [`attw --profile esm-only failed (exit ${result.status}); its report is printed above`];
}

/** Each export as { subpath, source, built }: its `@farmkit/source` file and the JS every other consumer gets. */
function entries(pkg) {
  return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || !target.default?.endsWith('.js')) return [];
    return [{ subpath, source: target['@farmkit/source'], built: target.default }];
  });
}

function checkDirectives(root, pkg) {
  return entries(pkg).flatMap(({ subpath, source, built }) => {
    if (!source || !existsSync(path.join(root, source)) || !existsSync(path.join(root, built))) return [];
    const marked = USE_CLIENT.test(readFileSync(path.join(root, source), 'utf8'));
    const kept = USE_CLIENT.test(readFileSync(path.join(root, built), 'utf8'));
    return marked && !kept ? [`${subpath}: ${source} says 'use client' but the built ${built} lost it`] : [];
  });
}

/** An entry whose built code (with the chunks it imports) uses client-only React must say 'use client'. */
function checkClientEntries(root, pkg) {
  return entries(pkg).flatMap(({ subpath, built }) => {
    const file = path.join(root, built);
    if (!existsSync(file) || USE_CLIENT.test(readFileSync(file, 'utf8'))) return [];
    const uses = new Set();
    const seen = new Set();
    const visit = (jsFile) => {
      if (seen.has(jsFile) || !existsSync(jsFile)) return;
      seen.add(jsFile);
      for (const { specifier, names } of staticImports(readFileSync(jsFile, 'utf8'))) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(jsFile), specifier));
        else if (CLIENT_ONLY_PACKAGES.has(packageName(specifier))) uses.add(specifier);
        else for (const name of names) if (isClientOnlyImport(specifier, name)) uses.add(name);
      }
    };
    visit(file);
    return uses.size > 0
      ? [`${subpath}: ${built} uses ${[...uses].join(', ')} but does not start with 'use client'`]
      : [];
  });
}

function checkImports(root, files, pkg) {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  const undeclared = new Map();
  for (const file of files.filter((name) => /^dist\/.*\.(js|d\.ts)$/.test(name))) {
    for (const { specifier } of staticImports(readFileSync(path.join(root, file), 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageName(specifier);
      if (!declared.has(name)) undeclared.set(name, file);
    }
  }
  return [...undeclared].map(
    ([name, file]) => `${file} imports ${name}, which is neither a dependency nor a peer dependency`,
  );
}

function checkPackedFiles(files) {
  return files
    .filter((name) => /\.(stories|test)\.[cm]?[jt]sx?$|\.mdx$|__screenshots__\//.test(name))
    .map((name) => `${name} is packed: stories, tests and screenshots stay in the repository`);
}

function checkFolderExports(dir, pkg) {
  const exported = new Set(entries(pkg).map(({ source }) => source));
  const byFolder = [...exported].some((source) => /^\.\/src\/[^/]+\/index\.tsx?$/.test(source ?? ''));
  if (!byFolder) return [];
  return readdirSync(path.join(dir, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, 'src', entry.name, 'index.ts')))
    .filter((entry) => !exported.has(`./src/${entry.name}/index.ts`))
    .map((entry) => `src/${entry.name}/index.ts is built but package.json exports no "./${entry.name}"`);
}

/** The static `import`/`export ... from` and `import('...')` specifiers of a JS or .d.ts file. */
function staticImports(code) {
  const found = [];
  const fromClause = /(?:^|[\s;}])(?:import|export)\s*(type\s+)?([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, , clause, specifier] of code.matchAll(fromClause)) {
    const names = [
      ...(clause.match(/\{([^}]*)\}/)?.[1] ?? '').matchAll(/(?:^|,)\s*(?:type\s+)?([\w$]+)/g),
    ].map((match) => match[1]);
    found.push({ specifier, names });
  }
  for (const [, specifier] of code.matchAll(/(?:^|[\s;}])import\s*['"]([^'"]+)['"]/g))
    found.push({ specifier, names: [] });
  for (const [, specifier] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier, names: [] });
  return found;
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function listFiles(root, prefix = '') {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, name) : [name];
  });
}
