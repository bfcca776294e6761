import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { AuthCard } from '../AuthCard';
import { EmailForm } from '../EmailForm';
import { PasswordResetFlow } from './PasswordResetFlow';

/** /changepassword/reset-password: the account's e-mail, to receive a reset code. */
export function ResetEmailPage() {
  const reset = PasswordResetFlow.useActorRef();
  const { email, error } = PasswordResetFlow.useSelector((snapshot) => snapshot.context);
  const isSending = PasswordResetFlow.useSelector((snapshot) => snapshot.matches('sendingCode'));
  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a 6-digit code.">
      <EmailForm
        submitLabel="Send Link to Email"
        defaultEmail={email}
        error={error}
        onSubmit={(typed) => reset.send({ type: 'user.submitEmail', email: typed })}
      />
      <LoadingOverlay isVisible={isSending} label="Sending the code" />
    </AuthCard>
  );
}
