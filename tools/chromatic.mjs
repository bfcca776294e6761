// `npm run chromatic`: publishes the built Storybook to Chromatic, for teams that review visual changes there.
// The project's own gate stays the local screenshot comparison in `npm test`, which needs no cloud.
import { spawnSync } from 'node:child_process';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: run by npm, never through turbo's cache.
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN to your Chromatic project token (Manage > Configure in chromatic.com), then run\n' +
      '`npm run chromatic` again. See "Visual review in Chromatic" in README.md.',
  );
  process.exit(1);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

const built = run('npx', ['storybook', 'build', '--output-dir', 'storybook-static', '--quiet']);
if (built !== 0) process.exit(built);
// The token is read from the environment by the CLI; changes are for review in Chromatic, not a failure here.
process.exit(
  run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']),
);
