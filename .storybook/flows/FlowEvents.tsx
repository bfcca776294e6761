import { outlineMachine, type StateOutline, type TransitionOutline } from '@farmkit/flows';
import { Fragment, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';

/**
 * Every event the machine handles (the user's, the app's, and the completion of what it invokes), with each
 * state that handles it, the guard that must pass and where it goes, in the order the machine tries them.
 */
export function FlowEvents({ machine }: { machine: AnyStateMachine }) {
  const { states, transitions, triggers } = useMemo(() => outlineMachine(machine), [machine]);
  const nameOf = new Map(states.map((state) => [state.id, statePath(state)]));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">In state</th>
          <th scope="col">If</th>
          <th scope="col">Goes to</th>
        </tr>
      </thead>
      <tbody>
        {triggers.map((trigger) => {
          const handlers = transitions.filter((transition) => transition.trigger === trigger);
          return (
            <Fragment key={trigger}>
              {handlers.map((transition, index) => (
                <tr key={`${transition.source}:${index}`}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={handlers.length} style={{ textAlign: 'left' }}>
                      <code>{trigger}</code>
                    </th>
                  )}
                  <td>
                    <code>{nameOf.get(transition.source)}</code>
                  </td>
                  <td>{condition(transition)}</td>
                  <td>{destination(transition, nameOf)}</td>
                </tr>
              ))}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

function statePath(state: StateOutline): string {
  return state.path.join('.');
}

function condition({ guard, isFallback }: TransitionOutline) {
  if (guard !== undefined) return <code>{guard}</code>;
  return isFallback ? 'otherwise' : '';
}

function destination({ targets, reenter }: TransitionOutline, nameOf: Map<string, string>) {
  if (targets.length === 0) return 'stays';
  return (
    <>
      {targets.map((target) => (
        <code key={target}>{nameOf.get(target) ?? target}</code>
      ))}
      {reenter && ' (restarted)'}
    </>
  );
}
