import {
  type AdminDeliveryArea,
  DELIVERY_ADMIN_ERROR_CODES,
  type DeliveryAreaPayload,
  deliveryAreaPayloadSchema,
  deliveryAreaRules,
} from '@farmkit/contract';
import { FormField } from '@farmkit/ui/form-field';
import { MoneyField } from '@farmkit/ui/money-field';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { type Control, Controller, type Resolver } from 'react-hook-form';
import { settingPayload, useSaveArea } from './deliverySettingsApi';
import { SettingsForm, SettingWeekdaysField } from './SettingsForm';
import type { SettingFormSlot } from './SettingsTable';

/** The form's values: the payload's, with the amounts empty until typed (the rules then say "required"). */
type AreaValues = Omit<DeliveryAreaPayload, 'fee' | 'min_order'> & { fee?: number; min_order?: number };

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(deliveryAreaRules) as unknown as Resolver<AreaValues>;

const errorCodes = { [DELIVERY_ADMIN_ERROR_CODES.areaExists]: 'name' } as const;

/** An area's name, council, fee, minimum order, weekdays and whether the checkout offers it. */
export function AreaForm({ row: area, ...slot }: SettingFormSlot<AdminDeliveryArea>) {
  const save = useSaveArea();
  return (
    <SettingsForm
      aria-label={area ? `Change ${area.name}` : 'New area'}
      noun="area"
      row={area}
      resolver={resolver}
      defaultValues={
        area ? settingPayload(area) : { name: '', council: '', weekdays: [1, 2, 3, 4, 5, 6], active: true }
      }
      toPayload={(values) => ({ ...values, fee: values.fee ?? 0, min_order: values.min_order ?? 0 })}
      save={save}
      fields={deliveryAreaPayloadSchema.required}
      errorCodes={errorCodes}
      {...slot}
    >
      {(control) => (
        <>
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
            <AmountField control={control} name="fee" label="Delivery fee" />
            <AmountField control={control} name="min_order" label="Minimum order" description="0 for none." />
          </div>
          <SettingWeekdaysField control={control} label="Delivered on" />
        </>
      )}
    </SettingsForm>
  );
}

interface AmountFieldProps {
  control: Control<AreaValues>;
  name: 'fee' | 'min_order';
  label: string;
  description?: string;
}

/** A naira amount, left empty (not 0) until typed. */
function AmountField({ control, name, label, description }: AmountFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          ref={field.ref}
          label={label}
          description={description}
          value={field.value ?? Number.NaN}
          onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : value)}
          onBlur={field.onBlur}
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
