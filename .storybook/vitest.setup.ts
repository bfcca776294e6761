import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview';
import { screenshotAnnotations } from './screenshot';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

// Tells React that updates are wrapped in act() by the test tools, which silences its warnings.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Screenshots must not depend on how far an animation or transition has run.
const freezeMotion = document.createElement('style');
freezeMotion.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freezeMotion);

setProjectAnnotations([a11yAddonAnnotations, preview, screenshotAnnotations]);
