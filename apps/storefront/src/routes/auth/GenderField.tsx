import type { RegistrationForm } from '@farmkit/contract';
import { SelectField } from '@farmkit/ui/select-field';
import { type Control, useController } from 'react-hook-form';

/** The gender options and the codes they send. */
const GENDER_OPTIONS = [
  { id: 'M', label: 'Male' },
  { id: 'F', label: 'Female' },
];

export function GenderField({ control }: { control: Control<RegistrationForm> }) {
  const { field, fieldState } = useController({ control, name: 'Gender' });
  return (
    <SelectField
      label="Gender"
      placeholder="Select gender"
      name={field.name}
      items={GENDER_OPTIONS}
      selectedKey={field.value ?? null}
      onSelectionChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
