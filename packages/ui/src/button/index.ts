'use client';

export { Button, type ButtonProps, type ButtonVariant, LinkButton, type LinkButtonProps } from './Button.js';
