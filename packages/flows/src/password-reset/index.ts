export {
  type ConfirmResetInput,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetInput,
  type PasswordResetOutput,
  passwordResetMachine,
  type RequestResetInput,
  type VerifyResetCodeInput,
} from './password-reset.machine';
