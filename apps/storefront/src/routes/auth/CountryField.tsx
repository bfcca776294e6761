import type { RegistrationForm } from '@farmkit/contract';
import { CountrySelect } from '@farmkit/ui/country-select';
import { type Control, useController } from 'react-hook-form';

/** The country select; choosing a country also sets the dial code shown beside the phone number. */
export function CountryField({ control }: { control: Control<RegistrationForm> }) {
  const country = useController({ control, name: 'country' });
  const callCode = useController({ control, name: 'callCode' });
  return (
    <CountrySelect
      label="Country"
      selectedCountry={country.field.value}
      onBlur={country.field.onBlur}
      onSelectionChange={({ code, dialCode }) => {
        country.field.onChange(code);
        callCode.field.onChange(dialCode);
      }}
      isInvalid={country.fieldState.invalid}
      errorMessage={country.fieldState.error?.message}
    />
  );
}
