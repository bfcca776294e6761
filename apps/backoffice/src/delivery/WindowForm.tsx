import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryWindow,
  type DeliveryWindowPayload,
  deliveryWindowPayloadSchema,
  deliveryWindowRules,
} from '@farmkit/contract';
import { FormField } from '@farmkit/ui/form-field';
import { SelectField } from '@farmkit/ui/select-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, type Resolver } from 'react-hook-form';
import { UnitsField } from '../products/UnitsField';
import { settingPayload, useSaveWindow } from './deliverySettingsApi';
import { SettingsForm, SettingWeekdaysField } from './SettingsForm';
import type { SettingFormSlot } from './SettingsTable';
import { cutoffDaysText } from './windowTexts';

/** The form's values: the payload's, with the capacity empty until typed. */
type WindowValues = Omit<DeliveryWindowPayload, 'capacity'> & { capacity?: number };

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(deliveryWindowRules) as unknown as Resolver<WindowValues>;

const methodItems = DELIVERY_METHODS.map((method) => ({ id: method, label: DELIVERY_METHOD_LABELS[method] }));
const { minimum: fewestDays, maximum: mostDays } = deliveryWindowPayloadSchema.properties.cutoff_days_before;
const cutoffDayItems = Array.from({ length: mostDays - fewestDays + 1 }, (_, index) => ({
  id: fewestDays + index,
  label: cutoffDaysText(fewestDays + index),
}));
const clockHint = '24-hour: 09:00, 17:30.';

/** A window's method, hours, weekdays, orders per day, cut-off and whether the checkout offers it. */
export function WindowForm({ row: window, ...slot }: SettingFormSlot<DeliveryWindow>) {
  const save = useSaveWindow();
  return (
    <SettingsForm
      aria-label={window ? 'Change the window' : 'New window'}
      noun="window"
      row={window}
      resolver={resolver}
      defaultValues={
        window
          ? settingPayload(window)
          : {
              method: 'delivery',
              starts: '',
              ends: '',
              weekdays: [1, 2, 3, 4, 5, 6],
              cutoff_days_before: 1,
              cutoff_time: '20:00',
              active: true,
            }
      }
      toPayload={(values) => ({ ...values, capacity: values.capacity ?? 0 })}
      save={save}
      fields={deliveryWindowPayloadSchema.required}
      {...slot}
    >
      {(control) => (
        <>
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
          <SettingWeekdaysField control={control} label="On" />
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
        </>
      )}
    </SettingsForm>
  );
}
