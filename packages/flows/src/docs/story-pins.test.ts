import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../checkout/checkout.machine';
import { passwordResetMachine } from '../password-reset/password-reset.machine';
import { outlineMachine } from './machine-outline';
import { flowStateTag, needsStory, pinnedStateId } from './story-pins';

describe('story pins', () => {
  it('names a state by its tag and reads it back', () => {
    expect(flowStateTag('checkout.choosing')).toBe('flow:checkout.choosing');
    expect(pinnedStateId('flow:passwordReset.confirmingCode.resendingCode')).toBe(
      'passwordReset.confirmingCode.resendingCode',
    );
    expect(pinnedStateId('screenshot')).toBeUndefined();
  });

  it('asks a story of every state a screen can show: not routing states, not boxes of substates', () => {
    const shown = (machine: typeof checkoutMachine | typeof passwordResetMachine) =>
      outlineMachine(machine)
        .states.filter(needsStory)
        .map((state) => state.id);
    expect(shown(checkoutMachine)).not.toContain('checkout.checkingCart');
    expect(shown(checkoutMachine)).not.toContain('checkout.delivery');
    expect(shown(checkoutMachine)).not.toContain('checkout.delivery.resuming');
    expect(shown(checkoutMachine)).toContain('checkout.delivery.choosingSlot');
    expect(shown(checkoutMachine)).toContain('checkout.emptyCart');
    expect(shown(passwordResetMachine)).not.toContain('passwordReset.confirmingCode');
    expect(shown(passwordResetMachine)).toContain('passwordReset.confirmingCode.resendingCode');
  });
});
