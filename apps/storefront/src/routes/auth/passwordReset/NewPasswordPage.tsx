import { resetPasswordFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FieldErrorText } from '@farmkit/ui/field';
import { FormField } from '@farmkit/ui/form-field';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { PasswordField } from '@farmkit/ui/password-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../AuthCard';
import { PasswordResetFlow } from './PasswordResetFlow';

/** /changepassword/create-newpassword: the new password, twice. */
export function NewPasswordPage() {
  const reset = PasswordResetFlow.useActorRef();
  const error = PasswordResetFlow.useSelector((snapshot) => snapshot.context.error);
  const isSaving = PasswordResetFlow.useSelector((snapshot) => snapshot.matches('savingPassword'));
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_Password: '' },
  });

  return (
    <AuthCard title="Create a new password" subtitle="Choose the password you will sign in with from now on.">
      <form
        className="auth-form"
        noValidate
        onSubmit={handleSubmit(({ password }) => reset.send({ type: 'user.submitPassword', password }))}
      >
        <FormField control={control} name="password">
          {(field) => (
            <PasswordField
              {...field}
              label="Password"
              description="Must be at least 8 characters"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormField control={control} name="confirm_Password">
          {(field) => <PasswordField {...field} label="Confirm Password" autoComplete="new-password" />}
        </FormField>
        {error !== null && <FieldErrorText role="alert">{error}</FieldErrorText>}
        <Button type="submit">Reset Password</Button>
      </form>
      <LoadingOverlay isVisible={isSaving} label="Saving your password" />
    </AuthCard>
  );
}
