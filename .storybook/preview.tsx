import '@fontsource-variable/inter';
import '@farmkit/ui/theme.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { shopSettingsHandler } from '../apps/storefront/src/fixtures/handlers';
import anotherFarmTheme from '../examples/another-farm/src/theme.css?inline';

/** The farms' themes the toolbar switches between: this farm's is the kit's own tokens. */
const themes: Record<string, string> = { kuje: '', 'another-farm': anotherFarmTheme };
const themeStyle = document.createElement('style');
themeStyle.dataset.farmTheme = '';
document.head.append(themeStyle);

// A story's findBy and waitFor wait up to 20 s, not Testing Library's 1 s: a page's lazy chunk compiles on first
// use, and on a two-core CI machine running the API and end-to-end tiers beside the stories, a page's answer to a
// click took over a second (ProductPage > Unpublish failed so). A passing query returns as soon as it matches.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Whose theme the components wear',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'kuje', title: 'FarmKit, Kuje (this farm)' },
          { value: 'another-farm', title: 'Ashanti Hills (examples/another-farm)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'kuje' },
  decorators: [
    (Story, { globals }) => {
      themeStyle.textContent = themes[globals.theme as string] ?? '';
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // Every storefront page asks for the shop's settings (its money, its discount) as it starts: the stories' shop
    // answers unless a story's own handler says otherwise.
    msw: [shopSettingsHandler],
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
