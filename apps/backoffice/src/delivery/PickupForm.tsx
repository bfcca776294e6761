import { type DeliverySettings, type PickupPointForm, pickupPointRules } from '@farmkit/contract';
import { FormField } from '@farmkit/ui/form-field';
import { TextAreaField, TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, type Resolver } from 'react-hook-form';
import { Checkbox } from './Checkbox';
import { useSetPickupPoint } from './deliverySettingsApi';
import { SavedInPlaceForm } from './SavedInPlaceForm';

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(pickupPointRules) as unknown as Resolver<PickupPointForm>;

/** Where and when orders are collected at the farm, and whether the checkout offers collection. */
export function PickupForm({ pickup }: { pickup: DeliverySettings['pickup'] }) {
  return (
    <SavedInPlaceForm
      aria-label="Pickup point"
      submitLabel="Save pickup point"
      resolver={resolver}
      defaultValues={pickup}
      save={useSetPickupPoint()}
      savedValues={(settings) => settings.pickup}
      fields={['address', 'hours', 'active']}
    >
      {({ control, formState, trigger }) => (
        <>
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
        </>
      )}
    </SavedInPlaceForm>
  );
}
