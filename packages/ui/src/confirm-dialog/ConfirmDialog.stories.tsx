import { Button } from '@farmkit/ui/button';
import { formatMoney } from '@farmkit/ui/money';
import { MoneyField } from '@farmkit/ui/money-field';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../stories/OverlayFrame';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { ConfirmDialog, type ConfirmDialogProps } from '.';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Cancel this order?',
    message: 'The customer is told by email, and the order cannot be reopened.',
    confirmLabel: 'Cancel order',
    cancelLabel: 'Keep order',
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Simple: Story = {
  args: {
    tone: 'default',
    title: 'Publish this product?',
    message: 'Shoppers see it at once.',
    confirmLabel: 'Publish',
    cancelLabel: undefined,
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Publish this product?' });
    await expect(dialog).toHaveAccessibleDescription('Shoppers see it at once.');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
  },
};

export const ReasonRequired: Story = {
  args: { reasonLabel: 'Reason', reasonRequired: true, reasonDescription: 'Shown to the customer.' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Cancel this order?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeRequired();
    await expect(reason).toHaveAccessibleDescription('Shown to the customer.');
    await expect(confirm).toBeDisabled();
    // Spaces alone are no reason.
    await userEvent.type(reason, '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Out of stock ');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('Out of stock');
  },
};

export const OptionalReason: Story = {
  args: { reasonLabel: 'Reason (optional)' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
  },
};

/** A page button opens the dialog; the app closes it when its action is done. */
function OrderCancellation(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancel order…
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
        onConfirm={(reason) => {
          props.onConfirm(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

export const CancelKeepsNothing: Story = {
  args: { reasonLabel: 'Reason', reasonRequired: true },
  render: (args) => <OrderCancellation {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Cancel order…' });
    await userEvent.click(opener);
    let dialog = await body.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    // Opened again, it starts with an empty reason.
    await userEvent.click(opener);
    dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  },
};

export const ConfirmCloses: Story = {
  args: { reasonLabel: 'Reason', reasonRequired: true },
  render: (args) => <OrderCancellation {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order…' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Duplicate order');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

const paid = 18500;

/** A partial refund: an amount field as extra content, the confirm button disabled while it is too large. */
function PartialRefund(props: ConfirmDialogProps) {
  const [amount, setAmount] = useState(paid);
  const tooLarge = amount > paid;
  const missing = Number.isNaN(amount) || amount <= 0;
  return (
    <ConfirmDialog
      {...props}
      isConfirmDisabled={tooLarge || missing}
      onConfirm={(reason) => props.onConfirm(`${amount} ${reason}`)}
    >
      <MoneyField
        label="Amount to refund"
        description={`Paid: ${formatMoney(paid)}`}
        value={amount}
        onChange={setAmount}
        isRequired
        isInvalid={tooLarge}
        errorMessage={`Refund at most ${formatMoney(paid)}`}
      />
    </ConfirmDialog>
  );
}

const refundArgs = {
  title: 'Refund this order?',
  message: 'The money goes back to the card the customer paid with.',
  confirmLabel: 'Refund',
  cancelLabel: 'Cancel',
  reasonLabel: 'Reason',
  reasonRequired: true,
} satisfies Partial<ConfirmDialogProps>;

export const PartialRefundAmount: Story = {
  args: refundArgs,
  render: (args) => <PartialRefund {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Refund this order?' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Broken eggs');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.tab();
    await expect(amount).toBeInvalid();
    await expect(confirm).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500.556');
    await userEvent.tab();
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('2500.56 Broken eggs');
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Cancelling' },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('progressbar', { name: 'Cancelling' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Cancel order/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'The order was already delivered, so it cannot be cancelled.' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The order was already delivered, so it cannot be cancelled.',
    );
  },
};

const noop = () => {};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile2' } },
  render: (args) => (
    <Matrix cellWidth="22rem">
      <State name="Simple">
        <OverlayFrame height="16rem">
          <ConfirmDialog
            isOpen
            onOpenChange={noop}
            onConfirm={noop}
            title="Publish this product?"
            message="Shoppers see it at once."
            confirmLabel="Publish"
          />
        </OverlayFrame>
      </State>
      <State name="Danger, reason required">
        <OverlayFrame height="26rem">
          <ConfirmDialog {...args} onOpenChange={noop} onConfirm={noop} reasonLabel="Reason" reasonRequired />
        </OverlayFrame>
      </State>
      <State name="Partial refund">
        <OverlayFrame height="33rem">
          <PartialRefund {...args} {...refundArgs} onOpenChange={noop} onConfirm={noop} />
        </OverlayFrame>
      </State>
      <State name="Pending">
        <OverlayFrame height="18rem">
          <ConfirmDialog {...args} onOpenChange={noop} onConfirm={noop} isPending />
        </OverlayFrame>
      </State>
      <State name="Server error">
        <OverlayFrame height="20rem">
          <ConfirmDialog
            {...args}
            onOpenChange={noop}
            onConfirm={noop}
            errorMessage="The order was already delivered, so it cannot be cancelled."
          />
        </OverlayFrame>
      </State>
    </Matrix>
  ),
};
