import { type PaymentSettings, type PaymentSettingsForm, paymentSettingsRules } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { Spinner } from '@farmkit/ui/spinner';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, type Resolver } from 'react-hook-form';
import { errorText } from '../api/errors';
import { Checkbox } from '../delivery/Checkbox';
import { SavedInPlaceForm } from '../delivery/SavedInPlaceForm';
import { UnitsField } from '../products/UnitsField';
import { usePaymentSettings, useSavePaymentSettings } from './paymentSettingsApi';

/** The farm's payment settings: the bank account shoppers may pay into by transfer, and the time they have. */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  return (
    <>
      <div className="bo-Page-header">
        <h1>Payment settings</h1>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading the payment settings" />
      ) : settings.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(settings.error, 'The payment settings could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <section aria-labelledby="transfer-title" className="bo-Panel">
          <h2 id="transfer-title">Bank transfer to the farm</h2>
          <p>
            Shoppers who choose it see this account, the exact amount and their order number to quote. An
            order not paid in time is cancelled and its stock freed.
          </p>
          <BankTransferForm settings={settings.data} />
        </section>
      )}
    </>
  );
}

// The contract's rules, the very ones the API runs on the payload.
const resolver = yupResolver(paymentSettingsRules) as unknown as Resolver<PaymentSettingsForm>;

function BankTransferForm({ settings }: { settings: PaymentSettings }) {
  return (
    <SavedInPlaceForm
      aria-label="Bank transfer to the farm"
      submitLabel="Save bank transfer"
      resolver={resolver}
      defaultValues={settings}
      save={useSavePaymentSettings()}
      savedValues={(answer) => answer}
      fields={[
        'bank_transfer.bank',
        'bank_transfer.account_number',
        'bank_transfer.account_name',
        'bank_transfer.pay_within_hours',
      ]}
    >
      {({ control, formState, trigger }) => (
        <>
          <div className="bo-SettingForm-row">
            <FormField control={control} name="bank_transfer.bank">
              {(field) => <TextField {...field} label="Bank" description="As shoppers know it: “GTBank”." />}
            </FormField>
            <FormField control={control} name="bank_transfer.account_number">
              {(field) => (
                <TextField
                  {...field}
                  label="Account number"
                  inputMode="numeric"
                  description="10 digits (NUBAN)."
                />
              )}
            </FormField>
          </div>
          <FormField control={control} name="bank_transfer.account_name">
            {(field) => (
              <TextField
                {...field}
                label="Account name"
                description="The name the bank shows for the account."
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="bank_transfer.pay_within_hours"
            render={({ field, fieldState }) => (
              <UnitsField
                ref={field.ref}
                label="Hours to pay"
                description="After ordering; unpaid by then, the order is cancelled. 1 to 168 (a week)."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                minValue={1}
                isRequired
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="bank_transfer.active"
            render={({ field }) => (
              <Checkbox
                isSelected={field.value}
                onChange={(on) => {
                  field.onChange(on);
                  // The account is needed only once the transfer is offered: its errors follow the box.
                  if (formState.isSubmitted) void trigger('bank_transfer');
                }}
              >
                Offer bank transfer at checkout
              </Checkbox>
            )}
          />
        </>
      )}
    </SavedInPlaceForm>
  );
}
