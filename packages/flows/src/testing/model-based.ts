// Test-only helpers (not exported by the package): model-based tests over every shortest path.
import { expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  createMachine,
  fromPromise,
  pathToStateValue,
  SimulatedClock,
} from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';

type Invocation = { id?: string; onDone?: unknown; onError?: unknown };
type StateConfig = {
  invoke?: Invocation | Invocation[];
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};

/**
 * `createTestModel` refuses machines that invoke actors. The model is the machine itself with each
 * invocation replaced by its completion events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and
 * the same implementations, so the model cannot drift from the machine: paths are computed on the very
 * transitions, guards and actions the app runs.
 */
export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = withoutInvocations(machine.config as StateConfig);
  return createMachine(config as Parameters<typeof createMachine>[0], machine.implementations as never);
}

function withoutInvocations(state: StateConfig): StateConfig {
  const { invoke, on, states, ...rest } = state;
  const invocations = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  const completions: Record<string, unknown> = {};
  for (const invocation of invocations) {
    if (invocation.id === undefined) throw new Error('give every invocation an id');
    if (invocation.onDone) completions[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) completions[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  const children =
    states === undefined
      ? undefined
      : Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withoutInvocations(child)]));
  return { ...rest, on: { ...on, ...completions }, ...(children ? { states: children } : {}) };
}

interface Deferred {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors the test settles by hand: each started invocation waits, keyed by its invocation id,
 * until the path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step resolves or rejects it.
 */
export function controllableActors(names: readonly string[]) {
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  function settle(id: string, outcome: { output: unknown } | { error: unknown }) {
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`no running invocation '${id}' to settle`);
    pending.delete(id);
    if ('output' in outcome) deferred.resolve(outcome.output);
    else deferred.reject(outcome.error);
  }
  return { actors, settle };
}

/** Lets settled promises reach the machine. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function observable(snapshot: AnyMachineSnapshot) {
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}

interface ModelTestOptions {
  machine: AnyStateMachine;
  /** Names of the promise actors the machine invokes (the ones the app provides). */
  actorNames: readonly string[];
  /** Event payloads for the traversal; event types without one are sent bare. */
  events: ReadonlyArray<{ type: string; [key: string]: unknown }>;
  input: unknown;
}

export interface ReplayablePath {
  description: string;
  state: AnyMachineSnapshot;
  /** Every snapshot along the path, its end included. */
  visited: AnyMachineSnapshot[];
  replay: () => Promise<void>;
}

/**
 * All shortest paths of the machine's model, each one replayable against a real actor of the machine
 * (fake promise actors settled by the path, time advanced with a SimulatedClock). After every step the
 * actor's state value, context and status must equal the model's.
 */
export function shortestPaths({ machine, actorNames, events, input }: ModelTestOptions): ReplayablePath[] {
  const model = createTestModel(toModelMachine(machine), { events: [...events], input });
  return model.getShortestPaths().map((path) => ({
    description: describePath(path.state.value, path.steps),
    state: path.state,
    visited: [...path.steps.map((step) => step.state), path.state],
    replay: async () => {
      const clock = new SimulatedClock();
      const fakes = controllableActors(actorNames);
      const actor = createActor(machine.provide({ actors: fakes.actors }), { input, clock }).start();
      const execute = async ({ event }: { event: { type: string; [key: string]: unknown } }) => {
        await perform(actor, clock, fakes.settle, event);
      };
      await path.test({
        events: Object.fromEntries(path.steps.map((step) => [step.event.type, execute])),
        states: {
          '*': (expected) => {
            expect(observable(actor.getSnapshot())).toEqual(observable(expected));
          },
        },
      });
      expect(observable(actor.getSnapshot())).toEqual(observable(path.state));
      actor.stop();
    },
  }));
}

function describePath(value: unknown, steps: ReadonlyArray<{ event: { type: string } }>): string {
  const events = steps
    .filter(({ event }) => event.type !== 'xstate.init')
    .map(({ event: { type, ...payload } }) => {
      const completion = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (completion) return `${completion[1]}:${completion[2]}`;
      return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
    });
  return `${JSON.stringify(value)} via ${events.join(' → ') || '(start)'}`;
}

async function perform(
  actor: AnyActorRef,
  clock: SimulatedClock,
  settle: ReturnType<typeof controllableActors>['settle'],
  event: { type: string; [key: string]: unknown },
) {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (event.type === 'xstate.init') return; // the path's first step: the actor has already started
  if (done?.[1]) settle(done[1], { output: event.output });
  else if (failed?.[1]) settle(failed[1], { error: event.error });
  else if (event.type === 'cooldown.tick') {
    // Real time, not a forged event: the countdown child must get there by itself.
    const target = Number(event.secondsLeft);
    for (let second = 0; actor.getSnapshot().context.secondsLeft > target; second++) {
      if (second > 3600) throw new Error('countdown never reached its target');
      clock.increment(1000);
    }
  } else actor.send(event);
  await flush();
}

/** Every state node the machine can rest in (transient `always` nodes excluded), as '.'-joined paths. */
export function restingStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine)
    .filter((node) => node.always === undefined || node.always.length === 0)
    .map((node) => node.path.join('.'));
}

export function reachedStatePaths(machine: AnyStateMachine, snapshots: AnyMachineSnapshot[]): string[] {
  const all = getStateNodes(machine).map((node) => node.path);
  return all
    .filter((path) => snapshots.some((snapshot) => snapshot.matches(pathToStateValue(path))))
    .map((path) => path.join('.'));
}

/**
 * Declares the model-based tests of a machine: one test per shortest path (from each input), replayed
 * against a real actor, and one that the paths reach every state the machine can rest in.
 */
export function testEveryShortestPath({
  inputs,
  ...options
}: Omit<ModelTestOptions, 'input'> & { inputs: readonly unknown[] }) {
  const paths = inputs.flatMap((input) => shortestPaths({ ...options, input }));

  it('reaches every state', () => {
    const reached = reachedStatePaths(
      options.machine,
      paths.flatMap((path) => path.visited),
    );
    expect(reached.sort()).toEqual(restingStatePaths(options.machine).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await path.replay();
  });
}
