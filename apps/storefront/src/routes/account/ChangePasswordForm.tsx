import { changePasswordFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { PasswordField } from '@farmkit/ui/password-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../api/profile';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';

const emptyForm = { old_password: '', new_password: '', new_password_confirm: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const toast = useToast();
  const showError = useErrorToast();
  const { control, handleSubmit, reset } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((form) =>
    changePassword.mutate(
      {
        oldPassword: form.old_password,
        newPassword: form.new_password,
        newPasswordConfirm: form.new_password_confirm,
      },
      {
        onSuccess: ({ detail }) => {
          reset(emptyForm);
          toast.success(detail);
        },
        onError: showError,
      },
    ),
  );

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <div className="account-form-wide">
        <FormField control={control} name="old_password">
          {(field) => <PasswordField {...field} label="Current password" autoComplete="current-password" />}
        </FormField>
      </div>
      <FormField control={control} name="new_password">
        {(field) => <PasswordField {...field} label="New password" autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="new_password_confirm">
        {(field) => <PasswordField {...field} label="Confirm new password" autoComplete="new-password" />}
      </FormField>
      <div className="account-form-actions">
        <Button type="submit" isDisabled={changePassword.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
