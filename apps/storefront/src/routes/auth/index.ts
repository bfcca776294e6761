// The sign-in area (sign-up, verification, login, password reset): one chunk, loaded on first visit.
export { AuthLayout } from './AuthLayout';
export { LoginPage } from './LoginPage';
export { NewPasswordPage } from './passwordReset/NewPasswordPage';
export { PasswordResetLayout } from './passwordReset/PasswordResetLayout';
export { ResetCodePage } from './passwordReset/ResetCodePage';
export { ResetEmailPage } from './passwordReset/ResetEmailPage';
export { ResetSuccessPage } from './passwordReset/ResetSuccessPage';
export { SignupPage } from './SignupPage';
export { SignupVerifyPage } from './SignupVerifyPage';
