import { type PaymentInit, type SandboxOutcome, withHundredths } from '@farmkit/contract';
import type { CheckoutEvent } from '@farmkit/flows';
import { Button } from '@farmkit/ui/button';
import { Modal } from '@farmkit/ui/modal';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useState } from 'react';
import { errorNotice } from '../../../api/errorNotice';
import { settleSandboxPayment } from '../../../api/orders';
import './SandboxCheckout.css';

interface SandboxCheckoutProps {
  payment: PaymentInit;
  /** The payer chose a bank transfer: the dialog waits for it to arrive or fail. */
  isTransferPending: boolean;
  send: (event: CheckoutEvent) => void;
}

const eventOf = (outcome: SandboxOutcome, reference: string): CheckoutEvent => {
  switch (outcome) {
    case 'success':
      return { type: 'payment.succeeded', reference };
    case 'pending':
      return { type: 'payment.pending' };
    case 'cancel':
      return { type: 'payment.cancelled' };
    case 'error':
      return { type: 'payment.failed' };
  }
};

/**
 * The sandbox provider's test checkout (no Paystack key configured): the payer picks how the payment ends,
 * the server records it, and the checkout hears it as it would hear Paystack's popup.
 */
export function SandboxCheckout({ payment, isTransferPending, send }: SandboxCheckoutProps) {
  const [settling, setSettling] = useState<SandboxOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = withHundredths(useMoneyFormatter())(payment.amount);

  async function settle(outcome: SandboxOutcome) {
    setSettling(outcome);
    setError(null);
    try {
      await settleSandboxPayment(payment.reference, outcome);
      send(eventOf(outcome, payment.reference));
    } catch (failure) {
      // Closing the checkout always lets the payer out; the payment stays unpaid either way.
      if (outcome === 'cancel') send(eventOf(outcome, payment.reference));
      else setError(errorNotice(failure).text);
    } finally {
      setSettling(null);
    }
  }

  const outcomeButton = (outcome: SandboxOutcome, label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      isPending={settling === outcome}
      isDisabled={settling !== null && settling !== outcome}
      onPress={() => void settle(outcome)}
    >
      {label}
    </Button>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => isOpen || void settle('cancel')}
      title={isTransferPending ? 'Waiting for your transfer' : 'Test payment'}
      isDismissable={!isTransferPending && settling === null}
      closeLabel="Cancel payment"
      actions={
        isTransferPending ? undefined : (
          <Button variant="secondary" slot="close" isDisabled={settling !== null}>
            Cancel
          </Button>
        )
      }
    >
      <div className="sandbox-checkout">
        <p className="sandbox-checkout-note">
          <span className="sandbox-checkout-badge">Test mode</span>
          No card is charged and no money moves. Choose how this payment ends.
        </p>
        <p className="sandbox-checkout-amount">
          <span>{isTransferPending ? 'Transfer of' : 'Amount to pay'}</span>
          <strong>{amount}</strong>
        </p>
        <p className="sandbox-checkout-reference">Reference {payment.reference}</p>
        {error !== null && (
          <p className="sandbox-checkout-error" role="alert">
            {error}
          </p>
        )}
        <div className="sandbox-checkout-outcomes">
          {isTransferPending ? (
            <>
              {outcomeButton('success', 'Transfer received', 'primary')}
              {outcomeButton('error', 'Transfer failed', 'secondary')}
            </>
          ) : (
            <>
              {outcomeButton('success', `Pay ${amount}`, 'primary')}
              {outcomeButton('pending', 'Pay by bank transfer', 'secondary')}
              {outcomeButton('error', 'Simulate error', 'secondary')}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
