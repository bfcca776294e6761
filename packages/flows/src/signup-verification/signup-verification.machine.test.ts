import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { testEveryShortestPath } from '../testing/model-based';
import { signupVerificationMachine, type VerifyCodeInput } from './signup-verification.machine';

const input = { email: 'ada@example.com' };
const session = { access: 'access-token', user: { email: 'ada@example.com' } };

function start() {
  return initialTransition(signupVerificationMachine, input)[0];
}

function send(...events: Parameters<typeof transition<typeof signupVerificationMachine>>[2][]) {
  return events.reduce(
    (snapshot, event) => transition(signupVerificationMachine, snapshot, event)[0],
    start(),
  );
}

describe('signup verification: guards and transitions', () => {
  it('starts in code entry with the full countdown', () => {
    const snapshot = start();
    expect(snapshot.value).toEqual({ awaitingCode: 'entering' });
    expect(snapshot.context).toMatchObject({ code: '', secondsLeft: 60, error: null, notice: null });
  });

  it('keeps digits only, truncated to the box count (a paste)', () => {
    expect(send({ type: 'user.changeCode', code: '12 34-56 78' }).context.code).toBe('123456');
  });

  it('does nothing on submit with 5 digits', () => {
    const snapshot = send({ type: 'user.changeCode', code: '12345' }, { type: 'user.submit' });
    expect(snapshot.value).toEqual({ awaitingCode: 'entering' });
  });

  it('verifies a complete code', () => {
    const snapshot = send({ type: 'user.changeCode', code: '123456' }, { type: 'user.submit' });
    expect(snapshot.value).toEqual({ awaitingCode: 'verifying' });
  });

  it('honours another code length', () => {
    const [initial] = initialTransition(signupVerificationMachine, { ...input, codeLength: 4 });
    const [typed] = transition(signupVerificationMachine, initial, {
      type: 'user.changeCode',
      code: '123456',
    });
    expect(typed.context.code).toBe('1234');
    expect(transition(signupVerificationMachine, typed, { type: 'user.submit' })[0].value).toEqual({
      awaitingCode: 'verifying',
    });
  });

  it('does nothing on resend during the cooldown', () => {
    const snapshot = send({ type: 'cooldown.tick', secondsLeft: 1 }, { type: 'user.resend' });
    expect(snapshot.value).toEqual({ awaitingCode: 'entering' });
    expect(snapshot.context.secondsLeft).toBe(1);
  });

  it('resends once the countdown is over', () => {
    const snapshot = send({ type: 'cooldown.tick', secondsLeft: 0 }, { type: 'user.resend' });
    expect(snapshot.value).toEqual({ awaitingCode: 'resending' });
  });

  it('clears the error when the user types', () => {
    const withError = { ...start(), context: { ...start().context, error: 'Invalid code' } } as ReturnType<
      typeof start
    >;
    const [snapshot] = transition(signupVerificationMachine, withError, {
      type: 'user.changeCode',
      code: '1',
    });
    expect(snapshot.context.error).toBeNull();
  });
});

describe('signup verification: actors', () => {
  function actorWith(outcomes: { verify?: () => Promise<unknown>; resend?: () => Promise<void> }) {
    const calls: unknown[] = [];
    const machine = signupVerificationMachine.provide({
      actors: {
        verifyCode: fromPromise(async ({ input }) => {
          calls.push(['verifyCode', input]);
          return outcomes.verify?.();
        }),
        resendCode: fromPromise(async ({ input }) => {
          calls.push(['resendCode', input]);
          await outcomes.resend?.();
        }),
      },
    });
    const clock = new SimulatedClock();
    return { actor: createActor(machine, { input, clock }).start(), calls, clock };
  }

  it('ends verified with the session as output', async () => {
    const { actor, calls } = actorWith({ verify: async () => session });
    actor.send({ type: 'user.changeCode', code: '123456' });
    actor.send({ type: 'user.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('verified');
    expect(done.output).toEqual({ session });
    expect(calls).toEqual([['verifyCode', { email: input.email, code: '123456' }]]);
  });

  it('returns to code entry with the error message when verification fails', async () => {
    const { actor } = actorWith({
      verify: async () => {
        throw new Error('Invalid or expired code');
      },
    });
    actor.send({ type: 'user.changeCode', code: '123456' });
    actor.send({ type: 'user.submit' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toEqual({ awaitingCode: 'entering' });
    expect(back.context.error).toBe('Invalid or expired code');
  });

  it('confirms a resend and restarts the countdown', async () => {
    const { actor, calls, clock } = actorWith({ resend: async () => undefined });
    for (let i = 0; i < 60; i++) clock.increment(1000);
    actor.send({ type: 'user.resend' });
    const resent = await waitFor(actor, (s) => s.context.notice === 'resent');
    expect(resent.value).toEqual({ awaitingCode: 'entering' });
    expect(resent.context.secondsLeft).toBe(60);
    expect(calls).toEqual([['resendCode', { email: input.email }]]);
  });

  it('shows the error when resending fails, and allows another try', async () => {
    const { actor, clock } = actorWith({
      resend: async () => {
        throw new Error('Too many requests');
      },
    });
    for (let i = 0; i < 60; i++) clock.increment(1000);
    actor.send({ type: 'user.resend' });
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toEqual({ awaitingCode: 'entering' });
    expect(failed.context).toMatchObject({ error: 'Too many requests', notice: null, secondsLeft: 0 });
    expect(failed.can({ type: 'user.resend' })).toBe(true);
  });
});

describe('signup verification: countdown (SimulatedClock)', () => {
  it('ticks every second and enables resend after 60 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(signupVerificationMachine, { input, clock }).start();
    expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    for (let i = 1; i < 59; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(true);
    clock.increment(5000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('restarts at 60 after a successful resend and counts down again', async () => {
    const clock = new SimulatedClock();
    const machine = signupVerificationMachine.provide({
      actors: { resendCode: fromPromise(async () => {}) },
    });
    const actor = createActor(machine, { input, clock }).start();
    for (let i = 0; i < 60; i++) clock.increment(1000);
    actor.send({ type: 'user.resend' });
    await waitFor(actor, (s) => s.context.notice === 'resent');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    actor.send({ type: 'user.resend' });
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
  });

  it('keeps counting while a code is being verified', () => {
    const clock = new SimulatedClock();
    const machine = signupVerificationMachine.provide({
      actors: { verifyCode: fromPromise<unknown, VerifyCodeInput>(() => new Promise(() => {})) },
    });
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'user.changeCode', code: '123456' });
    actor.send({ type: 'user.submit' });
    for (let i = 0; i < 10; i++) clock.increment(1000);
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'verifying' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(50);
  });
});

describe('signup verification: every shortest path (model-based)', () => {
  testEveryShortestPath({
    machine: signupVerificationMachine,
    actorNames: ['verifyCode', 'resendCode'],
    inputs: [input],
    events: [
      { type: 'user.changeCode', code: '12345' },
      { type: 'user.changeCode', code: '123456' },
      { type: 'cooldown.tick', secondsLeft: 0 },
      { type: 'xstate.done.actor.verifyCode', output: session },
      { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid or expired code') },
      { type: 'xstate.done.actor.resendCode', output: undefined },
      { type: 'xstate.error.actor.resendCode', error: new Error('Too many requests') },
    ],
  });
});
