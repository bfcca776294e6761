import { CloseButton } from '@farmkit/ui/close-button';
import type { ReactNode } from 'react';
import {
  Dialog,
  type DialogProps,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import '../theme.css';
import './Modal.css';

export type ModalTone = 'default' | 'danger';

/**
 * React Aria's Dialog props (`role`, `id`, `aria-describedby`, `aria-label`, `data-*`, DOM events, ...) reach
 * the dialog element; the open state and what dismisses it go to its ModalOverlay.
 */
export interface ModalProps
  extends Omit<DialogProps, 'className' | 'style' | 'children' | 'render' | 'slot'>,
    Pick<ModalOverlayProps, 'shouldCloseOnInteractOutside'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot of the dialog; a button with `slot="close"` closes it. */
  actions?: ReactNode;
  /** Whether Escape, a press outside and the close button close it. */
  isDismissable?: boolean;
  /** Shows a close button in the header (while dismissable). */
  showCloseButton?: boolean;
  closeLabel?: string;
  tone?: ModalTone;
}

/** A dialog over a dimmed page: focus stays inside until it closes, then returns where it was. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  showCloseButton = true,
  closeLabel = 'Close',
  tone = 'default',
  shouldCloseOnInteractOutside,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
      className="fk-ModalOverlay"
    >
      <RACModal className="fk-Modal" data-tone={tone}>
        <Dialog {...props} className="fk-Dialog">
          <header className="fk-Dialog-header">
            <Heading slot="title" className="fk-Dialog-title">
              {title}
            </Heading>
            {isDismissable && showCloseButton && (
              <CloseButton label={closeLabel} className="fk-Dialog-close" />
            )}
          </header>
          <div className="fk-Dialog-body">{children}</div>
          {actions != null && <footer className="fk-Dialog-actions">{actions}</footer>}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
