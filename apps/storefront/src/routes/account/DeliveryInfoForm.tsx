import { profileFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../../api/profile';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';
import { useAccount } from './useAccount';

const deliveryFormSchema = profileFormSchema.omit(['email']);

/** Name and the delivery address, saved together (the login e-mail changes with its own proof). */
export function DeliveryInfoForm() {
  const { name, address, city, zipcode } = useAccount();
  const update = useUpdateProfile();
  const toast = useToast();
  const showError = useErrorToast();
  const { control, handleSubmit, reset } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(deliveryFormSchema),
    defaultValues: { name, address, city, zipcode },
  });

  const onSubmit = handleSubmit((details) =>
    update.mutate(details, {
      onSuccess: (user) => {
        reset({
          name: user.name,
          address: user.address,
          city: user.city,
          zipcode: user.zipcode,
        });
        toast.success('Your details were saved.');
      },
      onError: showError,
    }),
  );

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <FormField control={control} name="name">
        {(field) => <TextField {...field} label="Full name" autoComplete="name" />}
      </FormField>
      <div className="account-form-wide">
        <FormField control={control} name="address">
          {(field) => <TextField {...field} label="Address" autoComplete="street-address" />}
        </FormField>
      </div>
      <FormField control={control} name="city">
        {(field) => <TextField {...field} label="City" autoComplete="address-level2" />}
      </FormField>
      <FormField control={control} name="zipcode">
        {(field) => <TextField {...field} label="Zip code" autoComplete="postal-code" />}
      </FormField>
      <div className="account-form-actions">
        <Button type="submit" isDisabled={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
