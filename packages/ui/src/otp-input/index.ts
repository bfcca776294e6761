'use client';

export { OtpInput, type OtpInputProps } from './OtpInput.js';
export { applyPaste, sanitizeCode } from './otpCode.js';
