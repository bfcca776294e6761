import { forgotPasswordFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';

interface EmailFormProps {
  submitLabel: string;
  onSubmit: (email: string) => void;
  defaultEmail?: string;
  /** The last attempt's failure, under the field. */
  error?: string | null;
}

/** One e-mail field and a button: asking for a reset code, or for the account to verify. */
export function EmailForm({ submitLabel, onSubmit, defaultEmail = '', error }: EmailFormProps) {
  const { control, handleSubmit } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(forgotPasswordFormSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))}>
      <FormField control={control} name="email">
        {(field) => (
          <TextField
            {...field}
            label="Email address"
            type="email"
            autoComplete="email"
            isInvalid={field.isInvalid || Boolean(error)}
            errorMessage={field.errorMessage ?? error ?? undefined}
          />
        )}
      </FormField>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
