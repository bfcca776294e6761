import { Button } from '@farmkit/ui/button';
import { type ReactNode, useId } from 'react';
import { Modal, type ModalTone } from './Modal.js';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone (deleting): a red confirm button. */
  tone?: ModalTone;
  /** Called on the confirm button; the app closes the dialog when the action is done. */
  onConfirm: () => void;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  isPending?: boolean;
  pendingLabel?: string;
}

/** Asks the user to confirm an action: a message, Cancel, and the confirm button. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  isPending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      tone={tone}
      role="alertdialog"
      aria-describedby={messageId}
      isDismissable={!isPending}
      showCloseButton={false}
      actions={
        <>
          <Button slot="close" variant="secondary" isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="fk-ConfirmDialog-message">
        {message}
      </div>
    </Modal>
  );
}
