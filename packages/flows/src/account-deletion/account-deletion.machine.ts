import { assign, fromPromise, setup } from 'xstate';
import { NAME_MISMATCH_MESSAGE, toErrorMessage } from '../shared/messages';

export interface AccountDeletionInput {
  /** The account's full name, which the user must type to confirm. */
  accountName: string;
}

export interface AccountDeletionContext {
  accountName: string;
  typedName: string;
  error: string | null;
}

export type AccountDeletionEvent =
  | { type: 'user.start' }
  | { type: 'user.cancel' }
  | { type: 'user.continue' }
  | { type: 'user.changeName'; name: string }
  | { type: 'user.confirm' };

/**
 * The spec says the typed full name "must equal" the account name: the comparison is exact (case and
 * inner spaces count) after trimming both ends, which a user cannot see in the field
 * (docs/spec-decisions.md#account-deletion-name-exact).
 */
export function nameMatches(typedName: string, accountName: string): boolean {
  const typed = typedName.trim();
  return typed !== '' && typed === accountName.trim();
}

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    deleteAccount: fromPromise<void, void>(async () => {
      throw new Error('provide deleteAccount');
    }),
  },
  guards: {
    nameMatches: ({ context }) => nameMatches(context.typedName, context.accountName),
  },
  actions: {
    reset: assign({ typedName: '', error: null }),
    changeName: assign({
      typedName: ({ context, event }) => (event.type === 'user.changeName' ? event.name : context.typedName),
      error: null,
    }),
    showMismatch: assign({ error: NAME_MISMATCH_MESSAGE }),
    clearError: assign({ error: null }),
    showError: assign({ error: (_, params: { error: unknown }) => toErrorMessage(params.error) }),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ accountName: input.accountName, typedName: '', error: null }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: { 'user.start': { target: 'warning' } },
    },
    warning: {
      on: {
        'user.cancel': { target: 'closed' },
        'user.continue': { target: 'confirmingName' },
      },
    },
    confirmingName: {
      on: {
        'user.changeName': { actions: 'changeName' },
        'user.confirm': [{ guard: 'nameMatches', target: 'deleting' }, { actions: 'showMismatch' }],
        'user.cancel': { target: 'closed' },
      },
    },
    deleting: {
      entry: 'clearError',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: { target: 'deleted' },
        onError: {
          target: 'confirmingName',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The UI shows the deleted confirmation and signs out.
    deleted: { type: 'final' },
  },
});
