import { type DeliverySettings, type PickupPointForm, pickupPointRules } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { TextAreaField, TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import { Checkbox } from './Checkbox';
import { useSetPickupPoint } from './deliverySettingsApi';
import './SettingForm.css';

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(pickupPointRules) as unknown as Resolver<PickupPointForm>;
const serverErrors = { fields: { address: 'address', hours: 'hours', active: 'active' } } as const;

/** Where and when orders are collected at the farm, and whether the checkout offers collection. */
export function PickupForm({ pickup }: { pickup: DeliverySettings['pickup'] }) {
  const save = useSetPickupPoint();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, trigger, formState } = useForm<PickupPointForm>({
    mode: 'onTouched',
    resolver,
    defaultValues: pickup,
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    setSaved(false);
    save.mutate(values, {
      onSuccess: (settings) => {
        // What was saved is the form's new starting point: "Saved." shows until the next change.
        reset(settings.pickup);
        setSaved(true);
      },
      onError: (error) => {
        if (!showServerErrors(error, setError, serverErrors)) setFormError(errorText(error));
      },
    });
  });

  return (
    <Form onSubmit={submit} className="bo-SettingForm" aria-label="Pickup point">
      <FormField control={control} name="address">
        {(field) => (
          <TextAreaField
            {...field}
            label="Address"
            description="Where shoppers collect their orders; shown at checkout and on the order."
            rows={2}
          />
        )}
      </FormField>
      <FormField control={control} name="hours">
        {(field) => (
          <TextField {...field} label="Hours" description="As shoppers read it: “Mon–Sat, 9:00–17:00”." />
        )}
      </FormField>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox
            isSelected={field.value}
            onChange={(on) => {
              field.onChange(on);
              // The address is needed only once collection is offered: its error follows the box.
              if (formState.isSubmitted) void trigger('address');
            }}
          >
            Offer collection at the farm
          </Checkbox>
        )}
      />
      {formError && (
        <p role="alert" className="bo-SettingForm-error">
          {formError}
        </p>
      )}
      <div className="bo-SettingForm-actions">
        <Button type="submit" isPending={save.isPending}>
          Save pickup point
        </Button>
        <span role="status" className="bo-SettingForm-status">
          {saved && !formState.isDirty ? 'Saved.' : ''}
        </span>
      </div>
    </Form>
  );
}
