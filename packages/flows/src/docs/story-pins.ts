import type { StateOutline } from './machine-outline';

const PREFIX = 'flow:';

/**
 * The tag a story carries to say it shows a state: `flow:<state id>`, e.g. `flow:checkout.choosing` or
 * `flow:passwordReset.confirmingCode.resendingCode`. Storybook indexes tags without running the stories, so
 * the Flows docs pages (from the index) and the coverage test (from the stories' source) read the same pins.
 */
export function flowStateTag(stateId: string): string {
  return `${PREFIX}${stateId}`;
}

/** The state id a tag pins, if it is a flow state tag. */
export function pinnedStateId(tag: string): string | undefined {
  return tag.startsWith(PREFIX) ? tag.slice(PREFIX.length) : undefined;
}

/**
 * Whether a story can show the state, and so must: a state the machine rests in with nothing nested in it. A
 * compound state shows through its substates' stories; a transient one is never on screen.
 */
export function needsStory(state: StateOutline): boolean {
  return (state.type === 'atomic' || state.type === 'final') && !state.isTransient;
}
