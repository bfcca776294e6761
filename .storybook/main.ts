import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../docs/kit/*.mdx',
    // The Flows section: one page per machine, next to it (its blocks are in ./flows).
    '../packages/flows/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Holds the MSW worker script (`npx msw init .storybook/public --save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories run on the workspaces' TypeScript sources, not on their build output.
    resolve: { ...viteConfig.resolve, conditions: ['@farmkit/source', ...defaultClientConditions] },
  }),
};

export default config;
