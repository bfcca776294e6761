/**
 * The documents under docs/ name the repository's files; this test fails when one of them names a file that is not
 * there, so a move or a rename has to carry the documents along. `node --test tools/docs-paths.test.mjs`
 * (`npm run test:docs`; `npm test` runs it).
 *
 * - In `docs/architecture.md`, `docs/spec-decisions.md` and `docs/decisions/*.md`, every inline code span that is a
 *   repository path (`apps/…`, `packages/…`, `docs/…`, `e2e/…`, `bench/…`, `tools/…`, `examples/…`) must exist; a
 *   placeholder such as `packages/ui/src/<component>/` only needs its fixed start (`packages/ui/src/`).
 * - Every relative Markdown link in them must lead to a file or folder, from the document's own folder as a reader's
 *   viewer resolves it, and its `#anchor`, if it has one, must be a heading of the Markdown file it leads to.
 * - Every `docs/spec-decisions.md#anchor` cited anywhere in the repository (code comments, the README, the
 *   documents) must be a heading of `docs/spec-decisions.md`.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_DECISIONS = 'docs/spec-decisions.md';

/** The documents whose paths are checked, relative to the repository root. */
const documents = [
  'docs/architecture.md',
  SPEC_DECISIONS,
  ...readdirSync(path.join(repoRoot, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`),
];

/** The folders a repository path starts with. */
const PATH_START = /^(?:apps|packages|docs|e2e|bench|tools|examples)\//;
/** A character that makes a path segment a placeholder or a pattern, not a name. */
const PLACEHOLDER = /[<>*{}…]|\.\.\./;
/** Folders never searched for citations: installed packages, build output, test output. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.git',
  '.turbo',
  '__screenshots__',
  'test-results',
  'playwright-report',
  'storybook-static',
  'data',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|mdx?|json|ya?ml|html)$/;

const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Each line of a Markdown text outside fenced code blocks, with its number. */
function* proseLines(text) {
  let fenced = false;
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) yield { line, number: index + 1 };
  }
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The fixed start of a path: its segments up to the first placeholder (`packages/ui/src/<name>/` -> `packages/ui/src`). */
function fixedPart(repoPath) {
  const segments = repoPath.split('/');
  const end = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  return (end === -1 ? segments : segments.slice(0, end)).join('/');
}

/** The problems of one document: paths it names that do not exist, links that lead nowhere, unknown anchors. */
function problemsOf(document) {
  const problems = [];
  const folder = path.posix.dirname(document);
  for (const { line, number } of proseLines(read(document))) {
    const where = `${document}:${number}`;
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      const candidate = span.trim();
      if (!PATH_START.test(candidate) || /\s/.test(candidate)) continue;
      const [repoPath, anchor] = candidate.split('#');
      const fixed = fixedPart(repoPath);
      if (!existsSync(path.join(repoRoot, fixed))) {
        problems.push(`${where}: \`${candidate}\` names ${fixed}, which does not exist`);
      } else if (anchor !== undefined && fixed === repoPath) {
        problems.push(...anchorProblems(where, candidate, repoPath, anchor));
      }
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      const [linkPath, anchor] = target.split('#');
      const repoPath = linkPath === '' ? document : path.posix.normalize(path.posix.join(folder, linkPath));
      if (!existsSync(path.join(repoRoot, repoPath))) {
        problems.push(`${where}: the link to ${target} leads to ${repoPath}, which does not exist`);
      } else if (anchor !== undefined) {
        problems.push(...anchorProblems(where, target, repoPath, anchor));
      }
    }
  }
  return problems;
}

function anchorProblems(where, cited, repoPath, anchor) {
  if (!repoPath.endsWith('.md')) return [];
  return headingAnchors(read(repoPath)).has(anchor)
    ? []
    : [`${where}: ${cited} names #${anchor}, which is not a heading of ${repoPath}`];
}

/** Every text file of the repository, outside installed packages and build and test output. */
function* repositoryFiles(folder = '') {
  for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* repositoryFiles(relative);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      yield relative;
    }
  }
}

test('every repository path the documents name exists, and every link and anchor leads somewhere', () => {
  const problems = documents.flatMap(problemsOf);
  if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
});

test(`every ${SPEC_DECISIONS}#anchor cited in the repository is a heading there`, () => {
  const anchors = headingAnchors(read(SPEC_DECISIONS));
  const problems = [];
  for (const file of repositoryFiles()) {
    if (file === 'tools/docs-paths.test.mjs') continue;
    for (const [index, line] of read(file).split('\n').entries()) {
      for (const [, anchor] of line.matchAll(/spec-decisions\.md#([\w-]+)/g)) {
        if (!anchors.has(anchor))
          problems.push(`${file}:${index + 1}: #${anchor} is not a heading of ${SPEC_DECISIONS}`);
      }
    }
  }
  if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
});
