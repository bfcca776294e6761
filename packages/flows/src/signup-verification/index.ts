export {
  type ResendCodeInput,
  type SignupVerificationContext,
  type SignupVerificationEvent,
  type SignupVerificationInput,
  type SignupVerificationOutput,
  signupVerificationMachine,
  type VerifyCodeInput,
} from './signup-verification.machine';
