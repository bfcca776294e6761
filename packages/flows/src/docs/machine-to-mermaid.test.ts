import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { accountDeletionMachine } from '../account-deletion/account-deletion.machine';
import { checkoutMachine } from '../checkout/checkout.machine';
import { passwordResetMachine } from '../password-reset/password-reset.machine';
import { signupVerificationMachine } from '../signup-verification/signup-verification.machine';
import { sampleMachine } from '../testing/sample-machine';
import { outlineMachine } from './machine-outline';
import { machineToMermaid } from './machine-to-mermaid';

describe('machineToMermaid', () => {
  it('draws states, nesting, invocations, guards, delays and final states', () => {
    expect(machineToMermaid(sampleMachine)).toBe(
      [
        'stateDiagram-v2',
        '  accTitle: The sample machine',
        '  accDescr: Its states and the events that move it from one to another',
        '  classDef transient stroke-dasharray: 4 4',
        '  [*] --> s_routing',
        '  state "routing" as s_routing',
        '  class s_routing transient',
        // Mermaid draws no edge from a box into it: the compound state's own event goes in its title.
        '  state "editing (retry → typing)" as s_editing {',
        '    [*] --> s_editing__typing',
        '    state "typing" as s_editing__typing',
        '    state "idle" as s_editing__idle',
        '    state "saving" as s_editing__saving',
        '    s_editing__saving : invokes save',
        '    s_editing__typing --> s_editing__saving : go [not(isBusy)]',
        '    s_editing__typing --> s_editing__idle : after 2000ms',
        '    s_editing__idle --> s_editing__typing : after patience (500ms)',
        // Nor out of a box to the box: a return to the enclosing state is drawn to the substate it lands in.
        '    s_editing__saving --> s_editing__typing : save error (restarts editing)',
        '  }',
        '  state "closed" as s_closed',
        '  s_closed --> [*]',
        // Edges crossing a box's border are drawn where both ends are in scope.
        '  s_routing --> s_editing : [isReady]',
        '  s_routing --> s_closed : [else]',
        '  s_editing__typing --> s_closed : go [else]',
        '  s_editing__saving --> s_closed : save done',
      ].join('\n'),
    );
  });

  it.each([accountDeletionMachine, checkoutMachine, passwordResetMachine, signupVerificationMachine])(
    'draws every state and every move of $id',
    (machine) => {
      const lines = machineToMermaid(machine)
        .split('\n')
        .map((line) => line.trim());
      const { states, transitions } = outlineMachine(machine);
      const nodeOf = new Map(states.map((state) => [state.id, `s_${state.path.join('__')}`]));
      for (const state of states) {
        expect(lines).toContainEqual(expect.stringMatching(` as ${nodeOf.get(state.id)}( \\{)?$`));
      }
      const moves = transitions.filter((transition) => transition.targets.length > 0);
      for (const move of moves) {
        const label = move.trigger === 'always' ? `[${move.guard ?? 'else'}]` : move.trigger;
        expect(lines).toContainEqual(expect.stringContaining(`${nodeOf.get(move.source)} --> `));
        expect(lines.filter((line) => line.startsWith(`${nodeOf.get(move.source)} --> `))).toContainEqual(
          expect.stringContaining(` : ${label}`),
        );
      }
      expect(lines.filter((line) => / --> s_/.test(line) && !line.startsWith('[*]'))).toHaveLength(
        moves.length,
      );
    },
  );

  it('escapes what Mermaid would read as syntax', () => {
    const machine = createMachine({
      id: 'quoting',
      initial: 'a',
      states: { a: { on: { 'say "hi"; #1': 'b' } }, b: {} },
    });
    expect(machineToMermaid(machine)).toContain('s_a --> s_b : say #quot;hi#quot;#59; #35;1');
  });
});
