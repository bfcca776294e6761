import { assign, sendParent, setup } from 'xstate';

const TICK_MS = 1000;

export interface CooldownInput {
  seconds: number;
}

/** Sent to the parent every second, so the parent's context always holds what the UI shows. */
export interface CooldownTickEvent {
  type: 'cooldown.tick';
  secondsLeft: number;
}

export function cooldownSeconds(cooldownMs: number): number {
  return Math.max(0, Math.ceil(cooldownMs / TICK_MS));
}

/**
 * The one resend countdown, invoked by every flow that sends a code. A parent restarts it by re-entering
 * the state that invokes it (a fresh child starts at full time), and reads `secondsLeft` from the
 * `cooldown.tick` events it receives.
 */
export const cooldownMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as CooldownInput,
  },
  delays: { tick: TICK_MS },
  guards: {
    isOver: ({ context }) => context.secondsLeft <= 0,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    reportToParent: sendParent(
      ({ context }): CooldownTickEvent => ({ type: 'cooldown.tick', secondsLeft: context.secondsLeft }),
    ),
  },
}).createMachine({
  id: 'cooldown',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.ceil(input.seconds)) }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: 'isOver', target: 'over' },
      after: { tick: { target: 'counting', reenter: true, actions: ['countDown', 'reportToParent'] } },
    },
    over: { type: 'final' },
  },
});
