// Test-only (not exported by the package).
import { fromPromise, not, setup } from 'xstate';

/** Every kind of state and transition the outline names, in one small machine. */
export const sampleMachine = setup({
  types: { events: {} as { type: 'go' } | { type: 'edit' } | { type: 'retry' } },
  actors: { save: fromPromise(async () => undefined) },
  guards: { isReady: () => true, isBusy: () => false },
  delays: { patience: 500 },
}).createMachine({
  id: 'sample',
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'isReady', target: 'editing' }, { target: 'closed' }] },
    editing: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            edit: {},
            go: [{ guard: not('isBusy'), target: 'saving' }, { target: '#sample.closed' }],
          },
          after: { 2000: 'idle' },
        },
        idle: { after: { patience: 'typing' } },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            onDone: '#sample.closed',
            onError: { target: '#sample.editing', reenter: true },
          },
        },
      },
      on: { retry: { target: '.typing' } },
    },
    closed: { type: 'final', description: 'Nothing left to do.' },
  },
});
