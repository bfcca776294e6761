import { type RegistrationForm, registrationFormSchema, toSignupPayload } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { dialCodeOf } from '@farmkit/ui/country-select';
import { FormField } from '@farmkit/ui/form-field';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { PasswordField } from '@farmkit/ui/password-field';
import { PhoneField } from '@farmkit/ui/phone-field';
import { useShopFormat } from '@farmkit/ui/shop-format';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { paths } from '../../paths';
import { savedEmail } from '../../session/savedEmail';
import { site } from '../../site';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { CountryField } from './CountryField';
import { GenderField } from './GenderField';
import { GoogleSignIn } from './google/GoogleSignIn';

export const REGISTRATION_SUCCESS = 'Registration successful!';

/** The empty form, at the shop's country and its dial code. */
const emptyForm = (country: string): DefaultValues<RegistrationForm> => ({
  firstName: '',
  lastName: '',
  email: '',
  country,
  callCode: dialCodeOf(country),
  phoneNumber: '',
  password: '',
  passwordConfirmation: '',
});

export function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
  const signup = useMutation({ mutationFn: authApi.signup });
  const { country } = useShopFormat();
  const { control, handleSubmit, watch } = useForm<RegistrationForm>({
    mode: 'onTouched',
    resolver: yupResolver(registrationFormSchema),
    defaultValues: emptyForm(country),
  });

  const onSubmit = handleSubmit((form) =>
    signup.mutate(toSignupPayload(form), {
      onSuccess: () => {
        toast.success(REGISTRATION_SUCCESS);
        savedEmail.set(form.email);
        void navigate(paths.signupVerify);
      },
      onError: showError,
    }),
  );

  return (
    <AuthCard title="Create an Account" subtitle="Enter your email and password to create an account.">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-form-row">
          <FormField control={control} name="firstName">
            {(field) => <TextField {...field} label="First Name" autoComplete="given-name" />}
          </FormField>
          <FormField control={control} name="lastName">
            {(field) => <TextField {...field} label="Last Name" autoComplete="family-name" />}
          </FormField>
        </div>
        <FormField control={control} name="email">
          {(field) => <TextField {...field} label="Email address" type="email" autoComplete="email" />}
        </FormField>
        <div className="auth-form-row">
          <GenderField control={control} />
          <CountryField control={control} />
        </div>
        <FormField control={control} name="phoneNumber">
          {(field) => (
            <PhoneField
              {...field}
              label="Phone Number"
              dialCode={watch('callCode')}
              placeholder={site.phoneExample}
            />
          )}
        </FormField>
        <FormField control={control} name="password">
          {(field) => <PasswordField {...field} label="Password" autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="passwordConfirmation">
          {(field) => <PasswordField {...field} label="Confirm Password" autoComplete="new-password" />}
        </FormField>
        <Button type="submit">Create account</Button>
      </form>
      <GoogleSignIn />
      <p className="auth-aside">
        Already have an account? <AuthLink href={paths.login}>Login</AuthLink>
      </p>
      <LoadingOverlay isVisible={signup.isPending} label="Creating your account" />
    </AuthCard>
  );
}
