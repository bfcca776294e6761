#!/usr/bin/env node
/**
 * Run by `npm test` when a task failed: what each failed task said about its failures, printed last. Turbo
 * streams the tiers' output interleaved and the slowest tier (the API suite) ends the log, so a log cut to its
 * tail (as CI keeps it) would otherwise not name the failing tests. Reads turbo's run summary (`--summarize`)
 * for the failed tasks and their log files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RUNS_DIR = path.join('.turbo', 'runs');
/** Lines that name a failed test: Vitest's FAIL and ×, Playwright's ✘ and its numbered failure headings. */
const FAILURE_LINE = /\bFAIL\b|×|✘|^\s*\d+\) \[|Error:|Timeout|timed out/;
const MAX_FAILURE_LINES = 40;
const TAIL_LINES = 25;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of terminal colours are stripped.
const COLOURS = /\x1b\[[0-9;]*m/g;

const summaries = readdirSync(RUNS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.join(RUNS_DIR, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
if (summaries.length === 0) {
  console.error(`No turbo run summary in ${RUNS_DIR}.`);
  process.exit(0);
}
const summary = JSON.parse(readFileSync(summaries[0], 'utf8'));
const failed = summary.tasks.filter((task) => task.execution && task.execution.exitCode !== 0);

for (const task of failed) {
  let lines;
  try {
    lines = readFileSync(task.logFile, 'utf8').replace(COLOURS, '').split('\n');
  } catch {
    console.log(
      `\n=== ${task.taskId} failed (exit ${task.execution.exitCode}); no log at ${task.logFile} ===`,
    );
    continue;
  }
  const named = [...new Set(lines.filter((line) => FAILURE_LINE.test(line)).map((line) => line.trimEnd()))];
  console.log(`\n=== ${task.taskId} failed (exit ${task.execution.exitCode}): ${task.logFile} ===`);
  if (named.length > 0) {
    console.log('--- lines naming failures ---');
    console.log(named.slice(0, MAX_FAILURE_LINES).join('\n'));
    if (named.length > MAX_FAILURE_LINES) console.log(`… and ${named.length - MAX_FAILURE_LINES} more`);
  }
  console.log('--- the end of its log ---');
  console.log(lines.slice(-TAIL_LINES).join('\n'));
}
