import { describe, expect, it } from 'vitest';
import { and, not, or, setup, stateIn } from 'xstate';
import { checkoutMachine } from '../checkout/checkout.machine';
import { signupVerificationMachine } from '../signup-verification/signup-verification.machine';
import { sampleMachine } from '../testing/sample-machine';
import { outlineMachine } from './machine-outline';

describe('outlineMachine', () => {
  const outline = outlineMachine(sampleMachine);

  it('lists every state, parents first, in declaration order', () => {
    expect(
      outline.states.map(({ id, type, isInitial, isTransient, invokes }) => ({
        id,
        type,
        isInitial,
        isTransient,
        invokes,
      })),
    ).toEqual([
      { id: 'sample.routing', type: 'atomic', isInitial: true, isTransient: true, invokes: [] },
      { id: 'sample.editing', type: 'compound', isInitial: false, isTransient: false, invokes: [] },
      { id: 'sample.editing.typing', type: 'atomic', isInitial: true, isTransient: false, invokes: [] },
      { id: 'sample.editing.idle', type: 'atomic', isInitial: false, isTransient: false, invokes: [] },
      {
        id: 'sample.editing.saving',
        type: 'atomic',
        isInitial: false,
        isTransient: false,
        invokes: ['save'],
      },
      { id: 'sample.closed', type: 'final', isInitial: false, isTransient: false, invokes: [] },
    ]);
    expect(outline.states.at(-1)?.description).toBe('Nothing left to do.');
    expect(outline.states[2]?.path).toEqual(['editing', 'typing']);
  });

  it('lists every transition with its trigger, guard and targets', () => {
    expect(
      outline.transitions.map(({ source, trigger, guard, isFallback, targets, reenter }) =>
        [
          source,
          trigger,
          guard ?? '',
          isFallback ? 'else' : '',
          targets.join(' '),
          reenter ? 'reenter' : '',
        ].join(' | '),
      ),
    ).toEqual([
      'sample.routing | always | isReady |  | sample.editing | ',
      'sample.routing | always |  | else | sample.closed | ',
      'sample.editing | retry |  |  | sample.editing.typing | ',
      'sample.editing.typing | edit |  |  |  | ',
      'sample.editing.typing | go | not(isBusy) |  | sample.editing.saving | ',
      'sample.editing.typing | go |  | else | sample.closed | ',
      'sample.editing.typing | after 2000ms |  |  | sample.editing.idle | ',
      'sample.editing.idle | after patience (500ms) |  |  | sample.editing.typing | ',
      'sample.editing.saving | save done |  |  | sample.closed | ',
      'sample.editing.saving | save error |  |  | sample.editing | reenter',
    ]);
  });

  it('lists each trigger once', () => {
    expect(outline.triggers).toEqual([
      'always',
      'retry',
      'edit',
      'go',
      'after 2000ms',
      'after patience (500ms)',
      'save done',
      'save error',
    ]);
  });

  it("names guards as written, XState's helpers included", () => {
    const machine = setup({
      guards: { a: () => true, b: () => true, under: (_, params: { max: number }) => params.max > 0 },
    }).createMachine({
      initial: 'idle',
      states: {
        idle: {
          on: {
            go: [
              { guard: and(['a', not('b')]), target: 'done' },
              { guard: or(['a', 'b']), target: 'done' },
              { guard: stateIn('idle'), target: 'done' },
              { guard: { type: 'under', params: { max: 3 } }, target: 'done' },
              { guard: () => true, target: 'done' },
            ],
          },
        },
        done: {},
      },
    });
    expect(outlineMachine(machine).transitions.map((transition) => transition.guard)).toEqual([
      'and(a, not(b))',
      'or(a, b)',
      'stateIn("idle")',
      'under',
      'inline guard',
    ]);
  });

  it("reads the app's machines: the checkout's routing state, the code flows' nested states", () => {
    const checkout = outlineMachine(checkoutMachine);
    expect(checkout.states.filter((state) => state.isTransient).map((state) => state.id)).toEqual([
      'checkout.checkingCart',
      'checkout.delivery.resuming',
    ]);
    expect(checkout.triggers).toContain('payment.pending');
    const signup = outlineMachine(signupVerificationMachine);
    expect(signup.states.map((state) => state.id)).toEqual([
      'signupVerification.awaitingCode',
      'signupVerification.awaitingCode.entering',
      'signupVerification.awaitingCode.verifying',
      'signupVerification.awaitingCode.resending',
      'signupVerification.verified',
    ]);
    expect(signup.states[0]?.invokes).toEqual(['cooldown']);
  });
});
