import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryWindow,
  type DeliveryWindowPayload,
  deliveryWindowPayloadSchema,
  deliveryWindowRules,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { SelectField } from '@farmkit/ui/select-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import { UnitsField } from '../products/UnitsField';
import { Checkbox } from './Checkbox';
import { useCreateWindow, useUpdateWindow } from './deliverySettingsApi';
import { WeekdaysField } from './WeekdaysField';
import { cutoffDaysText } from './windowTexts';
import './SettingForm.css';

/** The form's values: the payload's, with the capacity empty until typed. */
type WindowValues = Omit<DeliveryWindowPayload, 'capacity'> & { capacity?: number };

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(deliveryWindowRules) as unknown as Resolver<WindowValues>;

const FIELDS = [
  'method',
  'starts',
  'ends',
  'weekdays',
  'capacity',
  'cutoff_days_before',
  'cutoff_time',
  'active',
] as const;
const serverErrors = { fields: Object.fromEntries(FIELDS.map((name) => [name, name])) };

const methodItems = DELIVERY_METHODS.map((method) => ({ id: method, label: DELIVERY_METHOD_LABELS[method] }));
const { minimum: fewestDays, maximum: mostDays } = deliveryWindowPayloadSchema.properties.cutoff_days_before;
const cutoffDayItems = Array.from({ length: mostDays - fewestDays + 1 }, (_, index) => ({
  id: fewestDays + index,
  label: cutoffDaysText(fewestDays + index),
}));
const clockHint = '24-hour: 09:00, 17:30.';

interface WindowFormProps {
  /** The window being changed; without it, a new one. */
  window?: DeliveryWindow;
  onSaved: (window: DeliveryWindow) => void;
  onCancel: () => void;
}

/** A window's method, hours, weekdays, orders per day, cut-off and whether the checkout offers it. */
export function WindowForm({ window, onSaved, onCancel }: WindowFormProps) {
  const create = useCreateWindow();
  const update = useUpdateWindow();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<WindowValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: window
      ? {
          method: window.method,
          starts: window.starts,
          ends: window.ends,
          weekdays: [...window.weekdays],
          capacity: window.capacity,
          cutoff_days_before: window.cutoff_days_before,
          cutoff_time: window.cutoff_time,
          active: window.active,
        }
      : {
          method: 'delivery',
          starts: '',
          ends: '',
          weekdays: [1, 2, 3, 4, 5, 6],
          cutoff_days_before: 1,
          cutoff_time: '20:00',
          active: true,
        },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    const payload = { ...values, capacity: values.capacity ?? 0 };
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: unknown) => {
        if (!showServerErrors<WindowValues>(error, setError, serverErrors)) setFormError(errorText(error));
      },
    };
    if (window) update.mutate({ ...payload, id: window.id }, callbacks);
    else create.mutate(payload, callbacks);
  });

  return (
    <Form
      onSubmit={submit}
      className="bo-SettingForm"
      aria-label={window ? 'Change the window' : 'New window'}
    >
      <Controller
        control={control}
        name="method"
        render={({ field, fieldState }) => (
          <SelectField
            label="Method"
            items={methodItems}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(key)}
            onBlur={field.onBlur}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="bo-SettingForm-row">
        <FormField control={control} name="starts">
          {(field) => (
            <TextField
              {...field}
              label="From"
              description={clockHint}
              inputMode="numeric"
              placeholder="09:00"
              isRequired
            />
          )}
        </FormField>
        <FormField control={control} name="ends">
          {(field) => (
            <TextField {...field} label="Until" inputMode="numeric" placeholder="13:00" isRequired />
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <WeekdaysField
            ref={field.ref}
            label="On"
            value={field.value ?? []}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="capacity"
        render={({ field, fieldState }) => (
          <UnitsField
            ref={field.ref}
            label="Orders per day"
            description="How many orders the window takes on one day, across every area."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minValue={0}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="bo-SettingForm-row">
        <Controller
          control={control}
          name="cutoff_days_before"
          render={({ field, fieldState }) => (
            <SelectField
              label="Ordering closes"
              items={cutoffDayItems}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(Number(key))}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormField control={control} name="cutoff_time">
          {(field) => (
            <TextField
              {...field}
              label="At"
              description={clockHint}
              inputMode="numeric"
              placeholder="20:00"
              isRequired
            />
          )}
        </FormField>
      </div>
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
          {window ? 'Save window' : 'Add window'}
        </Button>
        <Button variant="secondary" isDisabled={saving} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
