export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Modal, type ModalProps, type ModalTone } from './Modal';
