import {
  type ConfirmResetInput,
  passwordResetMachine,
  type RequestResetInput,
  type VerifyResetCodeInput,
} from '@farmkit/flows';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { authApi } from '../../../api/auth';
import { withReadableErrors } from '../../../api/errorNotice';
import { useFlowClock } from '../../../components/FlowClock';
import { paths } from '../../../paths';
import { savedEmail } from '../../../session/savedEmail';
import { PasswordResetFlow } from './PasswordResetFlow';
import { resetStep } from './resetStep';

const resetCalls = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise<void, RequestResetInput>(
      withReadableErrors(async ({ input }: { input: RequestResetInput }) => {
        savedEmail.set(input.email);
        await authApi.requestResetPassword({ email: input.email });
      }),
    ),
    verifyResetCode: fromPromise<void, VerifyResetCodeInput>(
      withReadableErrors(async ({ input }: { input: VerifyResetCodeInput }) => {
        await authApi.resetPasswordVerify({ email: input.email, otp: input.code });
      }),
    ),
    confirmReset: fromPromise<void, ConfirmResetInput>(
      withReadableErrors(async ({ input }: { input: ConfirmResetInput }) => {
        await authApi.resetPasswordConfirm({ email: input.email, otp: input.code, password: input.password });
      }),
    ),
  },
});

/** /changepassword/*: one reset flow for the four pages; the address always shows the flow's step. */
export function PasswordResetLayout() {
  const [email] = useState(() => savedEmail.get() ?? undefined);
  const timers = useFlowClock();
  return (
    <PasswordResetFlow.Provider logic={resetCalls} options={{ input: { email }, ...timers }}>
      <ResetStepPage />
    </PasswordResetFlow.Provider>
  );
}

/** Follows the flow from page to page; an address ahead of the flow (a bookmark, a reload) goes back to it. */
function ResetStepPage() {
  const step = PasswordResetFlow.useSelector(resetStep);
  const { pathname } = useLocation();
  const stepPath = paths.reset[step];
  return pathname === stepPath ? <Outlet /> : <Navigate to={stepPath} replace />;
}
