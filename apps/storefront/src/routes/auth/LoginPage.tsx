import { loginFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FieldErrorText } from '@farmkit/ui/field';
import { FormField } from '@farmkit/ui/form-field';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { PasswordField } from '@farmkit/ui/password-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { loginFailure, needsLoginCode } from '../../api/loginFailure';
import { useSignIn } from '../../api/useSignIn';
import { paths } from '../../paths';
import { returnPath, returnState } from '../../session/returnPath';
import { savedEmail } from '../../session/savedEmail';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { GoogleSignIn } from './google/GoogleSignIn';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const login = useMutation({ mutationFn: authApi.login });
  // Set once the server asks for the code it e-mailed (many failed logins aimed at the account).
  const [askCode, setAskCode] = useState(false);
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(loginFormSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(({ otp, ...credentials }) => {
    savedEmail.set(credentials.email);
    login.mutate(otp ? { ...credentials, otp } : credentials, {
      onSuccess: (session) => {
        signIn(session);
        void navigate(returnPath(location.state), { replace: true, state: returnState(location.state) });
      },
      onError: (error) => {
        if (needsLoginCode(error)) setAskCode(true);
        if (loginFailure(error).verifyEmail) void navigate(paths.signupVerify);
      },
    });
  });
  const failure = login.isError ? loginFailure(login.error) : null;

  return (
    <AuthCard title="Login" subtitle="Welcome back! Enter your email and password to sign in.">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField control={control} name="email">
          {(field) => <TextField {...field} label="Email" type="email" autoComplete="email" />}
        </FormField>
        <FormField control={control} name="password">
          {(field) => <PasswordField {...field} label="Password" autoComplete="current-password" />}
        </FormField>
        {askCode && (
          <FormField control={control} name="otp">
            {(field) => (
              <TextField
                {...field}
                label="Sign-in code from the email"
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            )}
          </FormField>
        )}
        <AuthLink href={paths.reset.email}>Forgot Password?</AuthLink>
        {failure !== null && !failure.verifyEmail && (
          <FieldErrorText role="alert">{failure.text}</FieldErrorText>
        )}
        <Button type="submit">Login</Button>
      </form>
      <GoogleSignIn />
      <p className="auth-aside">
        Don't have an account? <AuthLink href={paths.signup}>Create Account</AuthLink>
      </p>
      <LoadingOverlay isVisible={login.isPending} label="Signing in" />
    </AuthCard>
  );
}
