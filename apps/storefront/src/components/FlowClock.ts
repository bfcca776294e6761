import { createContext, use } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * The clock the flows' timers (the resend countdown) run on: none in the app, so XState uses the browser's.
 * Stories set a faster one, so a story reaches the end of a one-minute countdown without waiting a minute.
 */
export const FlowClock = createContext<Clock | undefined>(undefined);

/** The actor options that put a flow's timers on the FlowClock: spread them into `useMachine`'s options. */
export function useFlowClock(): Pick<ActorOptions<AnyActorLogic>, 'clock'> {
  const clock = use(FlowClock);
  // An explicit `clock: undefined` would replace XState's default clock.
  return clock ? { clock } : {};
}
