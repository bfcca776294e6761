import { RESEND_COOLDOWN_MS } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock, setup } from 'xstate';
import { type CooldownTickEvent, cooldownMachine, cooldownSeconds } from './cooldown.machine';
import { formatCountdown } from './format-countdown';

// The countdown only talks to a parent, so it is tested inside the smallest one.
const harness = setup({
  types: { context: {} as { ticks: number[] }, events: {} as CooldownTickEvent | { type: 'restart' } },
  actors: { cooldown: cooldownMachine },
}).createMachine({
  context: { ticks: [] },
  initial: 'running',
  states: {
    running: {
      invoke: { id: 'cooldown', src: 'cooldown', input: { seconds: 3 } },
      on: {
        'cooldown.tick': {
          actions: assign({ ticks: ({ context, event }) => [...context.ticks, event.secondsLeft] }),
        },
        restart: { target: 'running', reenter: true },
      },
    },
  },
});

function run() {
  const clock = new SimulatedClock();
  const actor = createActor(harness, { clock }).start();
  return { clock, actor, ticks: () => actor.getSnapshot().context.ticks };
}

describe('cooldown', () => {
  it('reports each second to its parent, then stops at 0', () => {
    const { clock, actor, ticks } = run();
    clock.increment(999);
    expect(ticks()).toEqual([]);
    clock.increment(1);
    expect(ticks()).toEqual([2]);
    clock.increment(1000);
    clock.increment(1000);
    expect(ticks()).toEqual([2, 1, 0]);
    expect(actor.getSnapshot().children.cooldown?.getSnapshot().status).toBe('done');
    clock.increment(10_000);
    expect(ticks()).toEqual([2, 1, 0]);
  });

  it('starts afresh when its parent re-enters the invoking state', () => {
    const { clock, actor, ticks } = run();
    clock.increment(1000);
    actor.send({ type: 'restart' });
    clock.increment(1000);
    expect(ticks()).toEqual([2, 2]);
  });

  it('is over at once for a zero cooldown', () => {
    const actor = createActor(cooldownMachine, { input: { seconds: 0 } }).start();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('converts the cooldown to whole seconds', () => {
    expect(cooldownSeconds(RESEND_COOLDOWN_MS)).toBe(60);
    expect(cooldownSeconds(1500)).toBe(2);
    expect(cooldownSeconds(-5)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [125, '2:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s -> %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
