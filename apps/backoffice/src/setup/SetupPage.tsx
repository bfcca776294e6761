import {
  ACCOUNT_PATHS,
  ADMIN_PATHS,
  OTP_LENGTH,
  type OwnerSetupPayload,
  ownerSetupPayloadSchema,
  type Session,
} from '@farmkit/contract';
import { sessionStore } from '@farmkit/session';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { OtpInput } from '@farmkit/ui/otp-input';
import { PasswordField } from '@farmkit/ui/password-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/client';
import { errorText } from '../api/errors';
import { meKey } from '../api/staff';
import { AuthCard } from '../auth/AuthCard';

/**
 * The first owner's page, opened from the setup link the server printed (`/admin/setup?token=…`): the owner's
 * account, then the code e-mailed to it, then the dashboard.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [email, setEmail] = useState<string | null>(null);
  if (!token) {
    return (
      <AuthCard title="Set up the shop" subtitle="Open the setup link the server printed when it started.">
        <p role="alert">This address has no setup token.</p>
      </AuthCard>
    );
  }
  return email === null ? <OwnerForm token={token} onCreated={setEmail} /> : <VerifyOwner email={email} />;
}

function OwnerForm({ token, onCreated }: { token: string; onCreated: (email: string) => void }) {
  const setup = useMutation({
    mutationFn: async (payload: OwnerSetupPayload) => api.post(ADMIN_PATHS.setup, payload),
  });
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(ownerSetupPayloadSchema),
    defaultValues: { token, email: '', password: '', first_name: '', last_name: '' },
  });
  const onSubmit = handleSubmit((payload) => {
    setup.mutate(payload, { onSuccess: () => onCreated(payload.email) });
  });

  return (
    <AuthCard
      title="Set up the shop"
      subtitle="Create the owner’s account. You can invite the rest of the staff after."
    >
      <Form onSubmit={onSubmit} className="bo-AuthCard-form">
        <FormField control={control} name="first_name">
          {(field) => <TextField {...field} label="First name" autoComplete="given-name" />}
        </FormField>
        <FormField control={control} name="last_name">
          {(field) => <TextField {...field} label="Last name" autoComplete="family-name" />}
        </FormField>
        <FormField control={control} name="email">
          {(field) => <TextField {...field} label="Email" type="email" autoComplete="email" />}
        </FormField>
        <FormField control={control} name="password">
          {(field) => <PasswordField {...field} label="Password" autoComplete="new-password" />}
        </FormField>
        {setup.isError && (
          <p className="bo-AuthCard-error" role="alert">
            {errorText(setup.error)}
          </p>
        )}
        <Button type="submit" isPending={setup.isPending}>
          Create the owner
        </Button>
      </Form>
    </AuthCard>
  );
}

function VerifyOwner({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: async (otp_code: string) =>
      (await api.post<Session>(ACCOUNT_PATHS.verifyEmail, { email, otp_code })).data,
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: meKey });
      sessionStore.signIn(session.tokens.access);
      void navigate('/', { replace: true });
    },
  });
  return (
    <AuthCard title="Check your e-mail" subtitle={`Enter the ${OTP_LENGTH}-digit code we sent to ${email}.`}>
      <Form
        className="bo-AuthCard-form"
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(code);
        }}
      >
        <OtpInput
          label="Code"
          value={code}
          onChange={setCode}
          length={OTP_LENGTH}
          isInvalid={verify.isError}
          errorMessage={verify.isError ? errorText(verify.error) : undefined}
        />
        <Button type="submit" isPending={verify.isPending} isDisabled={code.length !== OTP_LENGTH}>
          Verify and open the back-office
        </Button>
      </Form>
    </AuthCard>
  );
}
