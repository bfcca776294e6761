'use client';

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
