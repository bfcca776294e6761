import '@fontsource-variable/inter';
import '@farmkit/ui/theme.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  // Stories mock the API per story: `beforeEach({ msw }) { msw.use(...) }`. Requests without a handler
  // (fonts, images, Vite modules) go to the network untouched.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
};

export default preview;
