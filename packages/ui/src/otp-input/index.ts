export { OtpInput, type OtpInputProps } from './OtpInput';
export { applyPaste, sanitizeCode } from './otpCode';
