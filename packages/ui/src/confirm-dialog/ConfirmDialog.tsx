import { Button } from '@farmkit/ui/button';
import { FieldErrorText } from '@farmkit/ui/field';
import { Modal } from '@farmkit/ui/modal';
import { TextAreaField } from '@farmkit/ui/text-field';
import { type ReactNode, useId, useState } from 'react';
import '../theme.css';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name: the question ("Cancel this order?"). */
  title: ReactNode;
  /** What confirming does; the dialog's accessible description. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone (cancelling, refunding): a red title and confirm button. */
  tone?: 'default' | 'danger';
  /**
   * Called on the confirm button with the typed reason (trimmed; empty without a reason field). The app
   * closes the dialog when its action is done.
   */
  onConfirm: (reason: string) => void;
  /** Shows a reason text box with this label. */
  reasonLabel?: string;
  /** The confirm button stays disabled until a reason is typed. */
  reasonRequired?: boolean;
  /** A hint under the reason box (who sees it). */
  reasonDescription?: ReactNode;
  reasonPlaceholder?: string;
  /** More fields between the message and the reason (a refund amount). */
  children?: ReactNode;
  /** Keeps the confirm button disabled, for the app's own checks on `children` (an amount too large). */
  isConfirmDisabled?: boolean;
  /** The action is running: the confirm button spins, both buttons are disabled and Escape does nothing. */
  isPending?: boolean;
  /** The spinner's accessible name while pending. */
  pendingLabel?: string;
  /** Why the action failed (the server refused it), shown and announced inside the dialog. */
  errorMessage?: ReactNode;
}

/**
 * Asks to confirm an action, in a modal `alertdialog` (React Aria Modal and Dialog through the kit's
 * Modal): a message, optional fields, an optional reason, Cancel and Confirm. The reason is cleared each
 * time the dialog opens.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  reasonLabel,
  reasonRequired = false,
  reasonDescription,
  reasonPlaceholder,
  children,
  isConfirmDisabled = false,
  isPending = false,
  pendingLabel,
  errorMessage,
}: ConfirmDialogProps) {
  const messageId = useId();
  const [reason, setReason] = useState('');
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setReason('');
  }
  const hasReason = reasonLabel != null;
  const trimmed = reason.trim();
  const missingReason = hasReason && reasonRequired && trimmed === '';
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
            isDisabled={missingReason || isConfirmDisabled}
            onPress={() => onConfirm(hasReason ? trimmed : '')}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="fk-ConfirmDialog-content">
        <div id={messageId} className="fk-ConfirmDialog-message">
          {message}
        </div>
        {children}
        {hasReason && (
          <TextAreaField
            label={reasonLabel}
            description={reasonDescription}
            placeholder={reasonPlaceholder}
            rows={3}
            value={reason}
            onChange={setReason}
            isRequired={reasonRequired}
            isReadOnly={isPending}
          />
        )}
        {errorMessage != null && <FieldErrorText role="alert">{errorMessage}</FieldErrorText>}
      </div>
    </Modal>
  );
}
