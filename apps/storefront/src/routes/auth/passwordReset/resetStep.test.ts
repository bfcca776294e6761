import { passwordResetMachine } from '@farmkit/flows';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resetStep } from './resetStep';

function resetActor() {
  const never = () => new Promise<void>(() => {});
  const done = async () => {};
  return createActor(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise(done),
        verifyResetCode: fromPromise(done),
        confirmReset: fromPromise(never),
      },
    }),
    { input: {} },
  ).start();
}

describe('resetStep', () => {
  it('follows the machine from e-mail to code to new password', async () => {
    const actor = resetActor();
    expect(resetStep(actor.getSnapshot())).toBe('email');
    actor.send({ type: 'user.submitEmail', email: 'ada@example.com' });
    expect(resetStep(actor.getSnapshot())).toBe('email');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resetStep(actor.getSnapshot())).toBe('code');
    actor.send({ type: 'user.submitCode', code: '123456' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resetStep(actor.getSnapshot())).toBe('newPassword');
    actor.send({ type: 'user.submitPassword', password: 'New#Pass1' });
    expect(resetStep(actor.getSnapshot())).toBe('newPassword');
    actor.stop();
  });
});
