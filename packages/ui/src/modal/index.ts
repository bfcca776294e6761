'use client';

export { Modal, type ModalProps, type ModalTone } from './Modal.js';
