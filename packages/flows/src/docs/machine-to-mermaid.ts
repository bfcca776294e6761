import type { AnyStateMachine } from 'xstate';
import { outlineMachine, type StateOutline, type TransitionOutline } from './machine-outline';

const INDENT = '  ';

/**
 * The machine as a Mermaid `stateDiagram-v2`: every state (compound ones as boxes around their substates), what
 * it invokes, its initial and final markers, and every transition that moves the machine, labelled with its
 * event and guard (`user.proceed [payOnDelivery]`; `[else]` for the candidate taken when the guarded ones
 * fail). Transitions that only run actions are left out: the machine stays where it is.
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const { states, transitions } = outlineMachine(machine);
  const byId = new Map(states.map((state) => [state.id, state]));
  const childrenOf = (scope: string[]) =>
    states.filter((state) => state.path.length === scope.length + 1 && startsWith(state.path, scope));
  const initialLeaf = (state: StateOutline): StateOutline => {
    const initial = childrenOf(state.path).find((child) => child.isInitial);
    return initial ? initialLeaf(initial) : state;
  };
  // An edge is drawn inside the deepest compound state holding both its ends, as Mermaid requires.
  // Mermaid draws no edge between a box and what it holds, in either direction.
  const inwardMoves = new Map<string, string[]>();
  const edges = transitions.flatMap((transition) => {
    const source = byId.get(transition.source);
    return transition.targets.flatMap((target) => {
      let destination = byId.get(target);
      if (!source || !destination) return [];
      let text = label(transition);
      if (destination.path.length > source.path.length && startsWith(destination.path, source.path)) {
        // A compound state's own event, taken from any of its substates: written in its box's title.
        const moves = inwardMoves.get(source.id) ?? [];
        inwardMoves.set(source.id, [
          ...moves,
          `${text} → ${destination.path.slice(source.path.length).join('.')}`,
        ]);
        return [];
      }
      // A return to an enclosing state is drawn to the substate it lands in (its initial one).
      if (destination.path.length < source.path.length && startsWith(source.path, destination.path)) {
        if (transition.reenter) text += ` (restarts ${destination.path.at(-1)})`;
        destination = initialLeaf(destination);
      }
      const line = `${nodeId(source)} --> ${nodeId(destination)} : ${escapeText(text)}`;
      return [{ scope: commonScope(source.path, destination.path), line }];
    });
  });

  const block = (scope: string[], depth: number): string[] => {
    const pad = INDENT.repeat(depth);
    const children = childrenOf(scope);
    const lines = children
      .filter((state) => state.isInitial)
      .map((state) => `${pad}[*] --> ${nodeId(state)}`);
    for (const state of children) {
      const name = state.path.at(-1) ?? '';
      const invokes = state.invokes.length > 0 ? `invokes ${state.invokes.join(', ')}` : '';
      if (state.type === 'compound' || state.type === 'parallel') {
        // Mermaid gives a box around substates a title only, no description line.
        const notes = [invokes, ...(inwardMoves.get(state.id) ?? [])].filter(Boolean);
        const title = notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
        lines.push(`${pad}state "${escapeText(title)}" as ${nodeId(state)} {`);
        lines.push(...block(state.path, depth + 1), `${pad}}`);
      } else {
        lines.push(`${pad}state "${escapeText(name)}" as ${nodeId(state)}`);
        if (invokes) lines.push(`${pad}${nodeId(state)} : ${escapeText(invokes)}`);
      }
      if (state.type === 'final') lines.push(`${pad}${nodeId(state)} --> [*]`);
      if (state.isTransient) lines.push(`${pad}class ${nodeId(state)} transient`);
    }
    for (const edge of edges) if (sameList(edge.scope, scope)) lines.push(`${pad}${edge.line}`);
    return lines;
  };

  return [
    'stateDiagram-v2',
    `${INDENT}accTitle: ${escapeText(`The ${machine.id} machine`)}`,
    `${INDENT}accDescr: ${escapeText(`Its states and the events that move it from one to another`)}`,
    `${INDENT}classDef transient stroke-dasharray: 4 4`,
    ...block([], 1),
  ].join('\n');
}

function label({ trigger, guard, isFallback }: TransitionOutline): string {
  const condition = guard !== undefined ? `[${guard}]` : isFallback ? '[else]' : '';
  if (trigger === 'always') return condition || 'always';
  return condition ? `${trigger} ${condition}` : trigger;
}

/** Mermaid ids allow letters, digits and `_`: a state's path, prefixed so no key is read as a keyword. */
function nodeId(state: StateOutline): string {
  return `s_${state.path.join('__')}`;
}

/** The path of the deepest state containing both paths' states (the root: `[]`). */
function commonScope(a: string[], b: string[]): string[] {
  const scope: string[] = [];
  // Up to the parents: a state does not contain itself.
  for (let i = 0; i < Math.min(a.length, b.length) - 1 && a[i] === b[i]; i++) scope.push(a[i] as string);
  return scope;
}

function startsWith(path: string[], prefix: string[]): boolean {
  return prefix.every((key, i) => path[i] === key);
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && startsWith(a, b);
}

/** Mermaid ends a statement at `;` and reads `#...;` as an entity: both, and quotes, go in as entity codes. */
function escapeText(text: string): string {
  return text.replace(/[#;"]/g, (character) => ENTITIES[character] ?? character);
}

const ENTITIES: Record<string, string> = { '#': '#35;', ';': '#59;', '"': '#quot;' };
