import { ACCOUNT_PATHS, type LoginForm, loginFormSchema, type Session } from '@farmkit/contract';
import { sessionStore } from '@farmkit/session';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { PasswordField } from '@farmkit/ui/password-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/client';
import { errorText } from '../api/errors';
import { meKey } from '../api/staff';
import { AuthCard } from './AuthCard';

/** Only a path of this app: an address elsewhere in `next` must not take the staff member there. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Staff sign in with their shop account (the session is the shop's too). */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: async (credentials: Pick<LoginForm, 'email' | 'password'>) =>
      (await api.post<Session>(ACCOUNT_PATHS.login, credentials)).data,
  });
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(loginFormSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(({ email, password }) => {
    login.mutate(
      { email, password },
      {
        onSuccess: (session) => {
          queryClient.removeQueries({ queryKey: meKey });
          sessionStore.signIn(session.tokens.access);
          void navigate(safeNext(params.get('next')), { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard title="Back-office sign in" subtitle="Sign in with the account you use in the shop.">
      <Form onSubmit={onSubmit} className="bo-AuthCard-form">
        <FormField control={control} name="email">
          {(field) => <TextField {...field} label="Email" type="email" autoComplete="email" />}
        </FormField>
        <FormField control={control} name="password">
          {(field) => <PasswordField {...field} label="Password" autoComplete="current-password" />}
        </FormField>
        {login.isError && (
          <p className="bo-AuthCard-error" role="alert">
            {errorText(login.error)}
          </p>
        )}
        <Button type="submit" isPending={login.isPending}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
