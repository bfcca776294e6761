import { assign, type EventObject } from 'xstate';
import { type CooldownTickEvent, cooldownMachine } from './cooldown.machine';

/** What a flow that sends codes keeps about its resend countdown. */
export interface ResendCooldownContext {
  /** Full countdown, in seconds. */
  cooldownSeconds: number;
  /** What the countdown shows (see `formatCountdown`); resend is possible at 0. */
  secondsLeft: number;
}

function isTick(event: EventObject): event is CooldownTickEvent {
  return event.type === 'cooldown.tick';
}

/**
 * The parent's side of the resend countdown, shared by every flow that sends codes: the `cooldown` child,
 * the `resendAvailable` guard, the actions that mirror its ticks into `secondsLeft`, and the config of the
 * state during which it runs. Re-entering that state (after a resend) starts a fresh countdown.
 */
export function resendCooldown<TContext extends ResendCooldownContext, TEvent extends EventObject>() {
  return {
    actors: { cooldown: cooldownMachine },
    guards: {
      resendAvailable: ({ context }: { context: TContext }) => context.secondsLeft === 0,
    },
    actions: {
      restartCountdown: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
        ...context,
        secondsLeft: context.cooldownSeconds,
      })),
      syncCountdown: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => ({
        ...context,
        secondsLeft: isTick(event) ? event.secondsLeft : context.secondsLeft,
      })),
    },
    /** Spread into the state during which the countdown runs. */
    runningState: {
      entry: 'restartCountdown',
      invoke: {
        id: 'cooldown',
        src: 'cooldown',
        input: ({ context }: { context: TContext }) => ({ seconds: context.cooldownSeconds }),
      },
      on: { 'cooldown.tick': { actions: 'syncCountdown' } },
    } as const,
  };
}
