import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../stories/OverlayFrame';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { Modal, type ModalProps } from '.';

/** A page button that opens the dialog, as the account page does. */
function ModalOpener(props: ModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit photo</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Profile photo',
    children: <p style={{ margin: 0 }}>Upload a new photo or delete the current one.</p>,
    actions: (
      <>
        <Button variant="secondary" slot="close">
          Delete
        </Button>
        <Button>Upload New</Button>
      </>
    ),
  },
  render: (args) => <ModalOpener {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndEscapeCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Edit photo' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Profile photo' });
    await expect(within(dialog).getByText('Upload a new photo or delete the current one.')).toBeVisible();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // react-aria gives focus back once the dialog has unmounted, a frame later.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** React Aria's Dialog props pass through to the dialog element: here the text it is described by. */
export const PassesDialogProps: Story = {
  args: {
    'aria-describedby': 'photo-dialog-help',
    children: (
      <p id="photo-dialog-help" style={{ margin: 0 }}>
        Upload a new photo or delete the current one.
      </p>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Profile photo',
    });
    await expect(dialog).toHaveAccessibleDescription('Upload a new photo or delete the current one.');
  },
};

export const DeleteAccountWarning: Story = {
  render: () => {
    const onConfirm = fn();
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={fn()}
        tone="danger"
        title="Delete account?"
        message="Your orders, addresses and photo are removed for good. This cannot be undone."
        confirmLabel="Delete account"
        onConfirm={onConfirm}
      />
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete account?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your orders, addresses and photo are removed for good. This cannot be undone.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  },
};

/** Confirming and cancelling, with the app closing the dialog when its action finishes. */
function PhotoDeletion({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title="Delete photo?"
      message="Your profile shows your initials instead."
      confirmLabel="Delete photo"
      tone="danger"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

export const ConfirmAndCancel: Story = {
  render: () => <PhotoDeletion onConfirm={confirmPhotoDeletion} />,
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await expect(confirmPhotoDeletion).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
const confirmPhotoDeletion = fn();

export const CancelCloses: Story = {
  render: () => <PhotoDeletion onConfirm={confirmPhotoDeletion} />,
  play: async ({ canvasElement, userEvent }) => {
    confirmPhotoDeletion.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(confirmPhotoDeletion).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  render: () => (
    <ConfirmDialog
      isOpen
      onOpenChange={fn()}
      tone="danger"
      title="Delete account?"
      message="This cannot be undone."
      confirmLabel="Delete account"
      onConfirm={fn()}
      isPending
      pendingLabel="Deleting"
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('progressbar', { name: 'Deleting' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
  },
};

const longText =
  'Type your full name exactly as it appears on your account, including any middle names, to confirm that you want this account and everything in it deleted';

export const StateMatrix: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile2' } },
  render: () => (
    <Matrix cellWidth="20rem">
      <State name="Dialog with actions">
        <OverlayFrame height="20rem">
          <Modal
            isOpen
            onOpenChange={() => {}}
            title="Profile photo"
            actions={
              <>
                <Button variant="secondary">Delete</Button>
                <Button>Upload New</Button>
              </>
            }
          >
            Upload a new photo or delete the current one.
          </Modal>
        </OverlayFrame>
      </State>
      <State name="Danger confirmation">
        <OverlayFrame height="20rem">
          <ConfirmDialog
            isOpen
            onOpenChange={() => {}}
            tone="danger"
            title="Delete account?"
            message="This cannot be undone."
            confirmLabel="Delete account"
            onConfirm={() => {}}
          />
        </OverlayFrame>
      </State>
      <State name="Pending">
        <OverlayFrame height="20rem">
          <ConfirmDialog
            isOpen
            onOpenChange={() => {}}
            title="Save changes?"
            message="Your delivery address changes."
            confirmLabel="Save"
            onConfirm={() => {}}
            isPending
          />
        </OverlayFrame>
      </State>
      <State name="Long text">
        <OverlayFrame height="28rem">
          <Modal
            isOpen
            onOpenChange={() => {}}
            title="Confirm the deletion of your account and all of its data"
          >
            {longText}
          </Modal>
        </OverlayFrame>
      </State>
    </Matrix>
  ),
};
