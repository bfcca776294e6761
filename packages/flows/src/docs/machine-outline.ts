import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  and,
  not,
  or,
  stateIn,
} from 'xstate';

/** One state of a machine, as its docs show it. */
export interface StateOutline {
  /** The state node's id (`<machine id>.<path>`): how XState, and a story pinning it, name the state. */
  id: string;
  /** Keys from the machine's root down, e.g. `['confirmingCode', 'enteringCode']`. */
  path: string[];
  type: AnyStateNode['type'];
  /** Entered along with its parent (the machine's, or a compound state's, initial state). */
  isInitial: boolean;
  /** Left at once by an unguarded `always` transition: the machine never rests here, so no screen shows it. */
  isTransient: boolean;
  /** What runs while the machine is here: the invoked actors' names. */
  invokes: string[];
  description: string | undefined;
}

/** One way out of a state: one candidate of one event, in the order XState tries them. */
export interface TransitionOutline {
  /** Id of the state that handles the event. */
  source: string;
  /** Ids of the states it goes to; empty when it stays where it is (actions only). */
  targets: string[];
  /** The event's type as XState names it (`user.proceed`, `xstate.done.actor.placeOrder`); '' for `always`. */
  eventType: string;
  /** The same, as a reader says it: `user.proceed`, `placeOrder done`, `placeOrder error`, `after 1000ms`, `always`. */
  trigger: string;
  /** Name of the guard that must pass; for `not(...)`-style helpers, `not(alreadyPaid)`. */
  guard: string | undefined;
  /** Taken when the guarded candidates before it for the same event all failed. */
  isFallback: boolean;
  /** Exits and re-enters its target even when it is the source or one of its ancestors (restarting what runs there). */
  reenter: boolean;
}

export interface MachineOutline {
  id: string;
  /** Every state below the root, parents before their children, in the order the machine declares them. */
  states: StateOutline[];
  /** Every transition, grouped by state in the same order. */
  transitions: TransitionOutline[];
  /** Every trigger (`TransitionOutline['trigger']`), once, in the order of first appearance. */
  triggers: string[];
}

/**
 * The states and transitions of `machine`, read from its state node tree, so docs built on it cannot drift from
 * the machine. (`toDirectedGraph` from `xstate/graph` leaves out `always` transitions, which a flow's routing
 * states such as `checkout.checkingCart` consist of.)
 */
export function outlineMachine(machine: AnyStateMachine): MachineOutline {
  const states: StateOutline[] = [];
  const transitions: TransitionOutline[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values<AnyStateNode>(node.states)) {
      states.push(outlineState(child));
      transitions.push(...outlineTransitions(child));
      visit(child);
    }
  };
  visit(machine.root);
  return { id: machine.id, states, transitions, triggers: [...new Set(transitions.map((t) => t.trigger))] };
}

function outlineState(node: AnyStateNode): StateOutline {
  const parent = node.parent;
  return {
    id: node.id,
    path: node.path,
    type: node.type,
    isInitial:
      parent?.type === 'parallel' || (parent?.type === 'compound' && parent.initial.target.includes(node)),
    isTransient: node.always?.some((candidate) => candidate.guard === undefined) ?? false,
    invokes: node.invoke.map((invocation) =>
      typeof invocation.src === 'string' ? invocation.src : invocation.id,
    ),
    description: node.description,
  };
}

function outlineTransitions(node: AnyStateNode): TransitionOutline[] {
  const byEvent: AnyTransitionDefinition[][] = [...node.transitions.values()];
  if (node.always) byEvent.push(node.always);
  return byEvent.flatMap((candidates) =>
    candidates.map((candidate, index) => ({
      source: node.id,
      targets: candidate.target?.map((target) => target.id) ?? [],
      eventType: candidate.eventType,
      trigger: triggerOf(candidate.eventType, node),
      guard: guardName(candidate.guard),
      isFallback:
        candidate.guard === undefined && candidates.slice(0, index).some((c) => c.guard !== undefined),
      reenter: candidate.reenter,
    })),
  );
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

function triggerOf(eventType: string, node: AnyStateNode): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(DONE_ACTOR)) return `${eventType.slice(DONE_ACTOR.length)} done`;
  if (eventType.startsWith(ERROR_ACTOR)) return `${eventType.slice(ERROR_ACTOR.length)} error`;
  if (eventType.startsWith(DONE_STATE)) return `${node.key} done`;
  if (eventType.startsWith(AFTER)) {
    // `xstate.after.<delay>.<state id>`: the delay is a number of milliseconds or a named delay.
    const delay = eventType.slice(AFTER.length, -(node.id.length + 1));
    const ms = /^\d+$/.test(delay) ? Number(delay) : node.machine.implementations.delays[delay];
    if (typeof ms !== 'number') return `after ${delay}`;
    return delay === String(ms) ? `after ${ms}ms` : `after ${delay} (${ms}ms)`;
  }
  return eventType;
}

/**
 * XState's guard helpers, recognised by the check they carry (a build renames the functions themselves, so
 * their names cannot be trusted).
 */
const HELPERS = [
  { name: 'not', check: checkOf(not('')) },
  { name: 'and', check: checkOf(and([])) },
  { name: 'or', check: checkOf(or([])) },
  { name: 'stateIn', check: checkOf(stateIn({})) },
];

function checkOf(guard: unknown): unknown {
  return (guard as { check?: unknown }).check;
}

/** A guard as written: its name, a parameterized guard's type, or a helper with the guards it combines. */
function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  const helper = HELPERS.find(({ check }) => check === checkOf(guard));
  if (helper) {
    const { guards, stateValue } = guard as { guards?: unknown[]; stateValue?: unknown };
    const inner = guards ? guards.map(guardName).join(', ') : JSON.stringify(stateValue);
    return `${helper.name}(${inner})`;
  }
  return 'inline guard';
}
