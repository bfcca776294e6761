import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { NAME_MISMATCH_MESSAGE } from '../shared/messages';
import { testEveryShortestPath } from '../testing/model-based';
import { type AccountDeletionEvent, accountDeletionMachine, nameMatches } from './account-deletion.machine';

const input = { accountName: 'Ada Obi' };

function after(...events: AccountDeletionEvent[]) {
  const [initial] = initialTransition(accountDeletionMachine, input);
  return events.reduce((snapshot, event) => transition(accountDeletionMachine, snapshot, event)[0], initial);
}

const toConfirmation: AccountDeletionEvent[] = [{ type: 'user.start' }, { type: 'user.continue' }];

describe('account deletion: guards and transitions', () => {
  it('opens the warning, then the name confirmation', () => {
    expect(after().value).toBe('closed');
    expect(after({ type: 'user.start' }).value).toBe('warning');
    expect(after(...toConfirmation).value).toBe('confirmingName');
  });

  it('closes on cancel from the warning and from the confirmation, forgetting what was typed', () => {
    expect(after({ type: 'user.start' }, { type: 'user.cancel' }).value).toBe('closed');
    const cancelled = after(
      ...toConfirmation,
      { type: 'user.changeName', name: 'Ada' },
      { type: 'user.confirm' },
      { type: 'user.cancel' },
    );
    expect(cancelled.value).toBe('closed');
    expect(cancelled.context).toMatchObject({ typedName: '', error: null });
  });

  it('stays with the error when the name is wrong', () => {
    const snapshot = after(
      ...toConfirmation,
      { type: 'user.changeName', name: 'Ada' },
      { type: 'user.confirm' },
    );
    expect(snapshot.value).toBe('confirmingName');
    expect(snapshot.context.error).toBe(NAME_MISMATCH_MESSAGE);
    expect(after(...toConfirmation, { type: 'user.confirm' }).context.error).toBe(NAME_MISMATCH_MESSAGE);
  });

  it('clears the error when the user types again', () => {
    const snapshot = after(
      ...toConfirmation,
      { type: 'user.confirm' },
      { type: 'user.changeName', name: 'Ada Obi' },
    );
    expect(snapshot.context.error).toBeNull();
  });

  it('deletes when the typed name equals the account name', () => {
    expect(
      after(...toConfirmation, { type: 'user.changeName', name: ' Ada Obi ' }, { type: 'user.confirm' })
        .value,
    ).toBe('deleting');
  });

  it.each([
    ['Ada Obi', 'Ada Obi', true],
    ['  Ada Obi\t', 'Ada Obi', true],
    ['ada obi', 'Ada Obi', false],
    ['Ada  Obi', 'Ada Obi', false],
    ['', '', false],
  ])('nameMatches(%j, %j) is %s', (typed, account, expected) => {
    expect(nameMatches(typed, account)).toBe(expected);
  });
});

describe('account deletion: actors', () => {
  function confirmWith(deleteAccount: () => Promise<void>) {
    const actor = createActor(
      accountDeletionMachine.provide({ actors: { deleteAccount: fromPromise(deleteAccount) } }),
      { input },
    ).start();
    for (const event of toConfirmation) actor.send(event);
    actor.send({ type: 'user.changeName', name: 'Ada Obi' });
    actor.send({ type: 'user.confirm' });
    return actor;
  }

  it('ends deleted when the call succeeds', async () => {
    let calls = 0;
    const actor = confirmWith(async () => {
      calls++;
    });
    expect(actor.getSnapshot().value).toBe('deleting');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('deleted');
    expect(calls).toBe(1);
  });

  it('returns to the confirmation with the error when the call fails', async () => {
    const actor = confirmWith(async () => {
      throw new Error('Given token not valid for any token type');
    });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('confirmingName');
    expect(back.context.error).toBe('Given token not valid for any token type');
  });
});

describe('account deletion: every shortest path (model-based)', () => {
  testEveryShortestPath({
    machine: accountDeletionMachine,
    actorNames: ['deleteAccount'],
    inputs: [input],
    events: [
      { type: 'user.changeName', name: 'Ada' },
      { type: 'user.changeName', name: 'Ada Obi' },
      { type: 'xstate.done.actor.deleteAccount', output: undefined },
      { type: 'xstate.error.actor.deleteAccount', error: new Error('Network Error') },
    ],
  });
});
