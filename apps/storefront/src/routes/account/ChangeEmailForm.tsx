import { changeEmailPayloadSchema, confirmEmailChangePayloadSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { PasswordField } from '@farmkit/ui/password-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmEmailChange, useRequestEmailChange } from '../../api/profile';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';
import { useAccount } from './useAccount';

/**
 * The login e-mail, changed in two steps (docs/spec-decisions.md#email-change-needs-password-and-code): the new
 * address with the current password, then the code the server mailed to the new address. The account keeps its
 * address until the code is entered.
 */
export function ChangeEmailForm() {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return pendingEmail === null ? (
    <NewEmailStep onCodeSent={setPendingEmail} />
  ) : (
    <CodeStep email={pendingEmail} onDone={() => setPendingEmail(null)} />
  );
}

function NewEmailStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { email: current } = useAccount();
  const request = useRequestEmailChange();
  const showError = useErrorToast();
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(changeEmailPayloadSchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((payload) =>
    request.mutate(payload, { onSuccess: () => onCodeSent(payload.email), onError: showError }),
  );

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="account-form-wide">
        You sign in with <strong>{current}</strong>. We send a code to the new address to confirm it is yours.
      </p>
      <FormField control={control} name="email">
        {(field) => <TextField {...field} label="New email address" type="email" autoComplete="email" />}
      </FormField>
      <FormField control={control} name="password">
        {(field) => <PasswordField {...field} label="Current password" autoComplete="current-password" />}
      </FormField>
      <div className="account-form-actions">
        <Button type="submit" isDisabled={request.isPending}>
          Send code
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ email, onDone }: { email: string; onDone: () => void }) {
  const confirm = useConfirmEmailChange();
  const toast = useToast();
  const showError = useErrorToast();
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(confirmEmailChangePayloadSchema),
    defaultValues: { otp: '' },
  });
  const onSubmit = handleSubmit((payload) =>
    confirm.mutate(payload, {
      onSuccess: (user) => {
        toast.success(`You now sign in with ${user.email}.`);
        onDone();
      },
      onError: showError,
    }),
  );

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="account-form-wide" role="status">
        We sent a 6-digit code to <strong>{email}</strong>. It expires in 10 minutes.
      </p>
      <FormField control={control} name="otp">
        {(field) => (
          <TextField
            {...field}
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </FormField>
      <div className="account-form-actions">
        <Button variant="secondary" onPress={onDone}>
          Use another address
        </Button>
        <Button type="submit" isDisabled={confirm.isPending}>
          Confirm email
        </Button>
      </div>
    </form>
  );
}
