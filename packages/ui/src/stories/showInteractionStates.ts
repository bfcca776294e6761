import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';

/** Names of the state-matrix cells whose control the play function puts in an interaction state. */
export const HOVERED = 'Hovered';
export const KEYBOARD_FOCUS = 'Keyboard focus';

/**
 * Hovers the control in the matrix cell named "Hovered" and gives keyboard focus to the one in the cell
 * named "Keyboard focus", so the state-matrix screenshot also guards those styles.
 */
export async function showInteractionStates(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  role: 'button' | 'link' | 'textbox' | 'combobox',
) {
  const controlIn = (cell: string) =>
    within(canvas.getByRole('figure', { name: cell })).getAllByRole(role)[0];
  const focused = controlIn(KEYBOARD_FOCUS);
  const hovered = controlIn(HOVERED);
  // A Tab press puts React Aria in keyboard modality (modifier keys alone do not), so the focus that
  // follows is a visible one.
  await userEvent.tab();
  focused?.focus();
  if (hovered) await userEvent.hover(hovered);
}
