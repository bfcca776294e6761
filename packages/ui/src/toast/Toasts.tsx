import { CloseButton } from '@farmkit/ui/close-button';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { ToastIcon } from './ToastIcon.js';
import type { ToastQueue } from './toastQueue.js';
import '../theme.css';
import './Toasts.css';

export interface ToastsProps {
  queue: ToastQueue;
  /** Where the toasts stack: the top right corner (top left in right-to-left text) or the top centre. */
  placement?: 'top-end' | 'top';
  /** The name of the region (landmark) holding the toasts. */
  'aria-label'?: string;
  closeLabel?: string;
}

/**
 * The toasts of a queue, announced to screen readers as they arrive. F6 moves the focus to the region;
 * each toast has a close button, and its timer pauses while hovered or focused.
 */
export function Toasts({
  queue,
  placement = 'top-end',
  'aria-label': ariaLabel = 'Notifications',
  closeLabel = 'Close',
}: ToastsProps) {
  return (
    <ToastRegion queue={queue} aria-label={ariaLabel} className="fk-Toasts" data-placement={placement}>
      {({ toast }) => (
        <Toast toast={toast} className="fk-Toast" data-tone={toast.content.tone}>
          <ToastIcon tone={toast.content.tone} />
          <ToastContent className="fk-Toast-content">
            <Text slot="title" className="fk-Toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="fk-Toast-description">
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <CloseButton label={closeLabel} size="sm" />
        </Toast>
      )}
    </ToastRegion>
  );
}
