import type { Session } from '@farmkit/contract';
import { type ResendCodeInput, signupVerificationMachine, type VerifyCodeInput } from '@farmkit/flows';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { authApi } from '../../api/auth';
import { withReadableErrors } from '../../api/errorNotice';
import { useSignIn } from '../../api/useSignIn';
import { useFlowClock } from '../../components/FlowClock';
import { paths } from '../../paths';
import { CodeEntry } from './CodeEntry';
import { useResentToast } from './useResentToast';

/** The sign-up code, run by `signupVerificationMachine`; a verified account is signed in and shops. */
export function SignupVerification({ email }: { email: string }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [verification] = useState(() =>
    signupVerificationMachine.provide({
      actors: {
        verifyCode: fromPromise<unknown, VerifyCodeInput>(
          withReadableErrors(async ({ input }: { input: VerifyCodeInput }): Promise<Session> => {
            const session = await authApi.verifyEmail({ email: input.email, otp_code: input.code });
            signIn(session);
            return session;
          }),
        ),
        resendCode: fromPromise<void, ResendCodeInput>(
          withReadableErrors(async ({ input }: { input: ResendCodeInput }) => {
            await authApi.resendOtp({ email: input.email });
          }),
        ),
      },
    }),
  );
  const timers = useFlowClock();
  const [snapshot, send] = useMachine(verification, { input: { email }, ...timers });
  const { code, error, secondsLeft, notice } = snapshot.context;
  useResentToast(notice);

  const verified = snapshot.status === 'done';
  useEffect(() => {
    if (verified) void navigate(paths.home, { replace: true });
  }, [verified, navigate]);

  return (
    <>
      <CodeEntry
        code={code}
        onChange={(typed) => send({ type: 'user.changeCode', code: typed })}
        onSubmit={(typed) => {
          send({ type: 'user.changeCode', code: typed });
          send({ type: 'user.submit' });
        }}
        error={error}
        secondsLeft={secondsLeft}
        onResend={() => send({ type: 'user.resend' })}
        isResending={snapshot.matches({ awaitingCode: 'resending' })}
      />
      <LoadingOverlay isVisible={snapshot.matches({ awaitingCode: 'verifying' })} label="Checking the code" />
    </>
  );
}
