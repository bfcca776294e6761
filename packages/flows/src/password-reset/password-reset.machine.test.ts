import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { testEveryShortestPath } from '../testing/model-based';
import { type PasswordResetEvent, passwordResetMachine } from './password-reset.machine';

const email = 'ada@example.com';

function after(...events: PasswordResetEvent[]) {
  const [initial] = initialTransition(passwordResetMachine, {});
  return events.reduce((snapshot, event) => transition(passwordResetMachine, snapshot, event)[0], initial);
}

const atCodeEntry = [
  { type: 'user.submitEmail', email },
  { type: 'xstate.done.actor.requestReset', output: undefined },
] as unknown as PasswordResetEvent[];

describe('password reset: guards and transitions', () => {
  it('starts at the e-mail step, prefilled when given', () => {
    expect(after().value).toBe('enteringEmail');
    expect(initialTransition(passwordResetMachine, { email })[0].context.email).toBe(email);
  });

  it('sends the code for the submitted e-mail', () => {
    const snapshot = after({ type: 'user.submitEmail', email: `  ${email} ` });
    expect(snapshot.value).toBe('sendingCode');
    expect(snapshot.context.email).toBe(email);
  });

  it('asks for the code once it is sent, with the full countdown', () => {
    const snapshot = after(...atCodeEntry);
    expect(snapshot.value).toEqual({ confirmingCode: 'enteringCode' });
    expect(snapshot.context.secondsLeft).toBe(60);
  });

  it('does nothing with a code of 5 digits (or letters)', () => {
    expect(after(...atCodeEntry, { type: 'user.submitCode', code: '12345' }).value).toEqual({
      confirmingCode: 'enteringCode',
    });
    expect(after(...atCodeEntry, { type: 'user.submitCode', code: '12345a' }).value).toEqual({
      confirmingCode: 'enteringCode',
    });
  });

  it('verifies a 6-digit code', () => {
    const snapshot = after(...atCodeEntry, { type: 'user.submitCode', code: '123456' });
    expect(snapshot.value).toEqual({ confirmingCode: 'verifyingCode' });
    expect(snapshot.context.code).toBe('123456');
  });

  it('does nothing on resend during the cooldown, resends after it', () => {
    const during = after(...atCodeEntry, { type: 'cooldown.tick', secondsLeft: 1 }, { type: 'user.resend' });
    expect(during.value).toEqual({ confirmingCode: 'enteringCode' });
    const afterwards = after(
      ...atCodeEntry,
      { type: 'cooldown.tick', secondsLeft: 0 },
      { type: 'user.resend' },
    );
    expect(afterwards.value).toEqual({ confirmingCode: 'resendingCode' });
  });

  it('goes back from code entry to the e-mail step', () => {
    expect(after(...atCodeEntry, { type: 'user.back' }).value).toBe('enteringEmail');
  });

  it('never keeps the password in its context', () => {
    const saving = after(
      ...atCodeEntry,
      { type: 'user.submitCode', code: '123456' },
      { type: 'xstate.done.actor.verifyResetCode', output: undefined } as unknown as PasswordResetEvent,
      { type: 'user.submitPassword', password: 'S3cret!pass' },
    );
    expect(saving.value).toBe('savingPassword');
    expect(JSON.stringify(saving.context)).not.toContain('S3cret!pass');
  });
});

describe('password reset: actors', () => {
  type Outcome = () => Promise<void>;
  const ok: Outcome = async () => {};
  const fail =
    (message: string): Outcome =>
    async () => {
      throw new Error(message);
    };

  function actorWith(outcomes: { request?: Outcome; verify?: Outcome; confirm?: Outcome }) {
    const calls: unknown[] = [];
    const clock = new SimulatedClock();
    const machine = passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise(async ({ input }) => {
          calls.push(['requestReset', input]);
          await (outcomes.request ?? ok)();
        }),
        verifyResetCode: fromPromise(async ({ input }) => {
          calls.push(['verifyResetCode', input]);
          await (outcomes.verify ?? ok)();
        }),
        confirmReset: fromPromise(async ({ input }) => {
          calls.push(['confirmReset', input]);
          await (outcomes.confirm ?? ok)();
        }),
      },
    });
    return { actor: createActor(machine, { input: {}, clock }).start(), calls, clock };
  }

  it('walks through every step to done', async () => {
    const { actor, calls } = actorWith({});
    actor.send({ type: 'user.submitEmail', email });
    await waitFor(actor, (s) => s.matches({ confirmingCode: 'enteringCode' }));
    actor.send({ type: 'user.submitCode', code: '123456' });
    await waitFor(actor, (s) => s.matches('enteringPassword'));
    actor.send({ type: 'user.submitPassword', password: 'S3cret!pass' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(done.output).toEqual({ email });
    expect(calls).toEqual([
      ['requestReset', { email }],
      ['verifyResetCode', { email, code: '123456' }],
      ['confirmReset', { email, code: '123456', password: 'S3cret!pass' }],
    ]);
  });

  it('returns to the e-mail step when the code cannot be sent', async () => {
    const { actor } = actorWith({ request: fail('Too many requests') });
    actor.send({ type: 'user.submitEmail', email });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('enteringEmail');
    expect(back.context.error).toBe('Too many requests');
  });

  it('returns to code entry when the code is wrong', async () => {
    const { actor } = actorWith({ verify: fail('Invalid or expired code') });
    actor.send({ type: 'user.submitEmail', email });
    await waitFor(actor, (s) => s.matches({ confirmingCode: 'enteringCode' }));
    actor.send({ type: 'user.submitCode', code: '123456' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toEqual({ confirmingCode: 'enteringCode' });
    expect(back.context).toMatchObject({ error: 'Invalid or expired code', code: '' });
  });

  it('returns to the password step when saving fails', async () => {
    const { actor } = actorWith({ confirm: fail('Password too common') });
    actor.send({ type: 'user.submitEmail', email });
    await waitFor(actor, (s) => s.matches({ confirmingCode: 'enteringCode' }));
    actor.send({ type: 'user.submitCode', code: '123456' });
    await waitFor(actor, (s) => s.matches('enteringPassword'));
    actor.send({ type: 'user.submitPassword', password: 'S3cret!pass' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('enteringPassword');
    expect(back.context.error).toBe('Password too common');
  });

  it('resends after 60 s (SimulatedClock) and restarts the countdown; shows a failed resend', async () => {
    let resendOutcome: Outcome = ok;
    const { actor, calls, clock } = actorWith({ request: () => resendOutcome() });
    actor.send({ type: 'user.submitEmail', email });
    await waitFor(actor, (s) => s.matches({ confirmingCode: 'enteringCode' }));
    for (let i = 0; i < 59; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'user.resend' });
    expect(actor.getSnapshot().value).toEqual({ confirmingCode: 'enteringCode' });
    clock.increment(1000);
    actor.send({ type: 'user.resend' });
    const resent = await waitFor(actor, (s) => s.context.notice === 'resent');
    expect(resent.context.secondsLeft).toBe(60);
    expect(calls).toEqual([
      ['requestReset', { email }],
      ['requestReset', { email }],
    ]);

    for (let i = 0; i < 60; i++) clock.increment(1000);
    resendOutcome = fail('Too many requests');
    actor.send({ type: 'user.resend' });
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toEqual({ confirmingCode: 'enteringCode' });
    expect(failed.context).toMatchObject({ error: 'Too many requests', notice: null, secondsLeft: 0 });
  });
});

describe('password reset: every shortest path (model-based)', () => {
  testEveryShortestPath({
    machine: passwordResetMachine,
    actorNames: ['requestReset', 'verifyResetCode', 'confirmReset'],
    inputs: [{}],
    events: [
      { type: 'user.submitEmail', email },
      { type: 'user.submitCode', code: '12345' },
      { type: 'user.submitCode', code: '123456' },
      { type: 'user.submitPassword', password: 'S3cret!pass' },
      { type: 'cooldown.tick', secondsLeft: 0 },
      { type: 'xstate.done.actor.requestReset', output: undefined },
      { type: 'xstate.error.actor.requestReset', error: new Error('Too many requests') },
      { type: 'xstate.done.actor.verifyResetCode', output: undefined },
      { type: 'xstate.error.actor.verifyResetCode', error: new Error('Invalid or expired code') },
      { type: 'xstate.done.actor.confirmReset', output: undefined },
      { type: 'xstate.error.actor.confirmReset', error: new Error('Password too common') },
    ],
  });
});
