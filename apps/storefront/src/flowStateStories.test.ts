import * as flows from '@farmkit/flows';
import { needsStory, outlineMachine, pinnedStateId, type StateOutline } from '@farmkit/flows';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';

/**
 * Every state of every flow machine a screen can show has a story that shows it: the story carries the tag
 * `flow:<state id>` (the Flows pages in Storybook link each state to those stories). The tags are read from the
 * stories' source with Storybook's own CSF parser, as Storybook indexes them, without running any story.
 */

/** Machines with no screen of their own: other machines invoke them, and they show through their states. */
const invokedOnly: AnyStateMachine[] = [flows.cooldownMachine];

const machines = Object.values(flows).filter(
  (value): value is AnyStateMachine => value instanceof StateMachine && !invokedOnly.includes(value),
);

const storySources = import.meta.glob<string>('./**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Pin {
  stateId: string;
  /** `<file> › <story name>`, for the failure messages. */
  story: string;
}

function pinsIn(file: string, source: string): Pin[] {
  const csf = loadCsf(source, { fileName: file, makeTitle: (title) => title ?? file }).parse();
  const fileTags = csf.meta?.tags ?? [];
  return csf.stories.flatMap((story) =>
    [...fileTags, ...(story.tags ?? [])].flatMap((tag) => {
      const stateId = pinnedStateId(tag);
      return stateId === undefined ? [] : [{ stateId, story: `${file} › ${story.name}` }];
    }),
  );
}

const pins = Object.entries(storySources).flatMap(([file, source]) => pinsIn(file, source));

describe('flow states and their stories', () => {
  it('finds the flow machines', () => {
    expect(machines.map((machine) => machine.id)).toEqual(
      expect.arrayContaining(['accountDeletion', 'checkout', 'passwordReset', 'signupVerification']),
    );
  });

  describe.each(machines)('$id', (machine) => {
    const shown = outlineMachine(machine).states.filter(needsStory);
    it.each(shown.map((state) => [state.id, state] as const))('%s has a story', (stateId) => {
      expect(
        pins.filter((pin) => pin.stateId === stateId),
        `no story is tagged 'flow:${stateId}': tag the story that shows it, or add one`,
      ).not.toHaveLength(0);
    });
  });

  it('pins only states a story can show', () => {
    const states = new Map<string, StateOutline>(
      machines.flatMap((machine) =>
        outlineMachine(machine).states.map((state) => [state.id, state] as const),
      ),
    );
    const wrong = pins
      .filter((pin) => {
        const state = states.get(pin.stateId);
        return state === undefined || !needsStory(state);
      })
      .map((pin) => `${pin.story}: flow:${pin.stateId}`);
    // An unknown id (a typo, a renamed state), a compound state (tag one of its substates) or a transient one.
    expect(wrong).toEqual([]);
  });
});
