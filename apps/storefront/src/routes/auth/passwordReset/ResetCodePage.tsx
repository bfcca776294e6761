import { Button } from '@farmkit/ui/button';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { useState } from 'react';
import { AuthCard } from '../AuthCard';
import { CodeEntry } from '../CodeEntry';
import { useResentToast } from '../useResentToast';
import { PasswordResetFlow } from './PasswordResetFlow';

/**
 * /changepassword/confirm-otp: the 6-digit code (the spec's '4 digits' text was wrong:
 * docs/spec-decisions.md#reset-code-six-digits), with resend.
 */
export function ResetCodePage() {
  const reset = PasswordResetFlow.useActorRef();
  const { email, error, secondsLeft, notice } = PasswordResetFlow.useSelector((snapshot) => snapshot.context);
  const isVerifying = PasswordResetFlow.useSelector((snapshot) =>
    snapshot.matches({ confirmingCode: 'verifyingCode' }),
  );
  const isResending = PasswordResetFlow.useSelector((snapshot) =>
    snapshot.matches({ confirmingCode: 'resendingCode' }),
  );
  const [code, setCode] = useState('');
  useResentToast(notice);

  return (
    <AuthCard title="Enter the code" subtitle={`We sent a 6-digit code to ${email}. Enter it below.`}>
      <CodeEntry
        code={code}
        onChange={setCode}
        onSubmit={(typed) => reset.send({ type: 'user.submitCode', code: typed })}
        error={error}
        secondsLeft={secondsLeft}
        onResend={() => reset.send({ type: 'user.resend' })}
        isResending={isResending}
      />
      <p className="auth-aside">
        <Button variant="secondary" onPress={() => reset.send({ type: 'user.back' })}>
          Use a different email
        </Button>
      </p>
      <LoadingOverlay isVisible={isVerifying} label="Checking the code" />
    </AuthCard>
  );
}
