'use client';

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { Modal, type ModalProps, type ModalTone } from './Modal.js';
