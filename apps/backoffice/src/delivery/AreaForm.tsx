import {
  type AdminDeliveryArea,
  DELIVERY_ADMIN_ERROR_CODES,
  type DeliveryAreaPayload,
  deliveryAreaRules,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { MoneyField } from '@farmkit/ui/money-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import { Checkbox } from './Checkbox';
import { useCreateArea, useUpdateArea } from './deliverySettingsApi';
import { WeekdaysField } from './WeekdaysField';
import './SettingForm.css';

/** The form's values: the payload's, with the amounts empty until typed (the rules then say "required"). */
type AreaValues = Omit<DeliveryAreaPayload, 'fee' | 'min_order'> & { fee?: number; min_order?: number };

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(deliveryAreaRules) as unknown as Resolver<AreaValues>;

const serverErrors = {
  fields: {
    name: 'name',
    council: 'council',
    fee: 'fee',
    min_order: 'min_order',
    weekdays: 'weekdays',
    active: 'active',
  },
  codes: { [DELIVERY_ADMIN_ERROR_CODES.areaExists]: 'name' },
} as const;

interface AreaFormProps {
  /** The area being changed; without it, a new one. */
  area?: AdminDeliveryArea;
  onSaved: (area: AdminDeliveryArea) => void;
  onCancel: () => void;
}

/** An area's name, council, fee, minimum order, weekdays and whether the checkout offers it. */
export function AreaForm({ area, onSaved, onCancel }: AreaFormProps) {
  const create = useCreateArea();
  const update = useUpdateArea();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AreaValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: area
      ? {
          name: area.name,
          council: area.council,
          fee: area.fee,
          min_order: area.min_order,
          weekdays: [...area.weekdays],
          active: area.active,
        }
      : { name: '', council: '', weekdays: [1, 2, 3, 4, 5, 6], active: true },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    const payload = { ...values, fee: values.fee ?? 0, min_order: values.min_order ?? 0 } as const;
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: unknown) => {
        if (!showServerErrors(error, setError, serverErrors)) setFormError(errorText(error));
      },
    };
    if (area) update.mutate({ ...payload, id: area.id }, callbacks);
    else create.mutate(payload, callbacks);
  });

  return (
    <Form onSubmit={submit} className="bo-SettingForm" aria-label={area ? `Change ${area.name}` : 'New area'}>
      <div className="bo-SettingForm-row">
        <FormField control={control} name="name">
          {(field) => (
            <TextField {...field} label="Name" description="As shoppers say it: “Gwarinpa”." isRequired />
          )}
        </FormField>
        <FormField control={control} name="council">
          {(field) => (
            <TextField {...field} label="Council" description="Lists group the areas by it." isRequired />
          )}
        </FormField>
      </div>
      <div className="bo-SettingForm-row">
        <Controller
          control={control}
          name="fee"
          render={({ field, fieldState }) => (
            <MoneyField
              ref={field.ref}
              label="Delivery fee"
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : value)}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="min_order"
          render={({ field, fieldState }) => (
            <MoneyField
              ref={field.ref}
              label="Minimum order"
              description="0 for none."
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : value)}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <WeekdaysField
            ref={field.ref}
            label="Delivered on"
            value={field.value ?? []}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange}>
            Offered at checkout
          </Checkbox>
        )}
      />
      {formError && (
        <p role="alert" className="bo-SettingForm-error">
          {formError}
        </p>
      )}
      <div className="bo-SettingForm-actions">
        <Button type="submit" isPending={saving}>
          {area ? 'Save area' : 'Add area'}
        </Button>
        <Button variant="secondary" isDisabled={saving} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
