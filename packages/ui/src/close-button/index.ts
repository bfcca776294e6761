'use client';

export { CloseButton, type CloseButtonProps } from './CloseButton.js';
