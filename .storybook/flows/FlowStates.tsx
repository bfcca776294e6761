import { needsStory, outlineMachine, type StateOutline } from '@farmkit/flows';
import { AnchorMdx } from '@storybook/addon-docs/blocks';
import { useMemo } from 'react';
import type { StoryIndexEntry } from 'storybook/internal/types';
import type { AnyStateMachine } from 'xstate';
import { usePinnedStories } from './pinnedStories';

/**
 * Every state of the machine, nested as in the machine, with the stories that show it: a story says which state
 * it shows with the tag `flow:<state id>` (e.g. `flow:checkout.choosing`).
 */
export function FlowStates({ machine }: { machine: AnyStateMachine }) {
  const { states } = useMemo(() => outlineMachine(machine), [machine]);
  const pins = usePinnedStories();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Kind</th>
          <th scope="col">Runs</th>
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {states.map((state) => (
          <tr key={state.id}>
            <th scope="row" style={{ paddingLeft: `${state.path.length * 12}px`, textAlign: 'left' }}>
              <code title={state.id}>{state.path.at(-1)}</code>
              {state.description && <div style={{ fontWeight: 'normal' }}>{state.description}</div>}
            </th>
            <td>{kindOf(state)}</td>
            <td>
              {state.invokes.map((actor) => (
                <code key={actor}>{actor}</code>
              ))}
            </td>
            <td>
              {pins instanceof Error ? (
                <span role="alert">The story index could not be read: {pins.message}</span>
              ) : pins === undefined ? (
                '…'
              ) : (
                <StoryLinks state={state} stories={pins.get(state.id) ?? []} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function kindOf(state: StateOutline): string {
  const kinds: string[] = [];
  if (state.isInitial) kinds.push('initial');
  if (state.type === 'compound') kinds.push('has substates');
  if (state.type === 'parallel') kinds.push('parallel substates');
  if (state.type === 'final') kinds.push('final');
  if (state.isTransient) kinds.push('passed through at once');
  return kinds.join(', ');
}

function StoryLinks({ state, stories }: { state: StateOutline; stories: StoryIndexEntry[] }) {
  if (stories.length === 0) {
    if (!needsStory(state))
      return <span>Shown by {state.isTransient ? 'the state it leads to' : 'its substates'}</span>;
    // The coverage test in apps/storefront fails on this: it should never be published.
    return <strong role="alert">No story shows this state</strong>;
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1em' }}>
      {stories.map((story) => (
        <li key={story.id}>
          <AnchorMdx href={`?path=/story/${story.id}`} target="_top">
            {story.title} › {story.name}
          </AnchorMdx>
        </li>
      ))}
    </ul>
  );
}
