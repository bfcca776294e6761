import type { Weekday } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type Control,
  Controller,
  type DefaultValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import { Checkbox } from './Checkbox';
import type { SettingSave } from './deliverySettingsApi';
import type { Setting, SettingFormSlot } from './SettingsTable';
import { WeekdaysField } from './WeekdaysField';
import './SettingForm.css';

/** The fields of every setting's form: the days it serves, and whether the checkout offers it. */
interface SettingValues {
  weekdays: Weekday[];
  active: boolean;
}

/** TypeScript cannot see `weekdays` and `active` among a generic form's paths: this says they are there. */
function settingControl<Values extends SettingValues>(control: Control<Values>) {
  return control as unknown as Control<SettingValues>;
}

interface SettingsFormProps<Values extends SettingValues, Payload, Row extends Setting>
  extends SettingFormSlot<Row> {
  /** The form's name for screen readers ("New area", "Change Gwarinpa"). */
  'aria-label': string;
  /** What one row is: the submit button says "Add area" or "Save area". */
  noun: string;
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The API's body for the values the resolver let through. */
  toPayload: (values: Values) => Payload;
  save: UseMutationResult<Row, Error, SettingSave<Payload>>;
  /** The payload's fields, which the form names as the API does: a refusal's errors show on them. */
  fields: readonly Path<Values>[];
  /** Errors the API names by code alone (409 `delivery_area_exists`), and the field they belong to. */
  errorCodes?: Partial<Record<string, Path<Values>>>;
  /** The setting's own fields; "Offered at checkout" comes after them. */
  children: (control: Control<Values>) => ReactNode;
}

/**
 * The form of an area or a window, in the table's dialog: its fields, "Offered at checkout", the API's
 * refusal on the fields it is about (or for the whole form), and the submit and cancel buttons.
 */
export function SettingsForm<Values extends SettingValues, Payload, Row extends Setting>({
  'aria-label': label,
  noun,
  row,
  resolver,
  defaultValues,
  toPayload,
  save,
  fields,
  errorCodes,
  onSaved,
  onCancel,
  children,
}: SettingsFormProps<Values, Payload, Row>) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({ mode: 'onTouched', resolver, defaultValues });

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: row?.id, payload: toPayload(values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const targets = {
            fields: Object.fromEntries(fields.map((name) => [name, name] as const)),
            codes: errorCodes,
          };
          if (!showServerErrors(error, setError, targets)) setFormError(errorText(error));
        },
      },
    );
  });

  return (
    <Form onSubmit={submit} className="bo-SettingForm" aria-label={label}>
      {children(control)}
      <Controller
        control={settingControl(control)}
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
        <Button type="submit" isPending={save.isPending}>
          {row ? `Save ${noun}` : `Add ${noun}`}
        </Button>
        <Button variant="secondary" isDisabled={save.isPending} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** The days the setting serves, bound to its form. */
export function SettingWeekdaysField<Values extends SettingValues>({
  control,
  label,
}: {
  control: Control<Values>;
  label: string;
}) {
  return (
    <Controller
      control={settingControl(control)}
      name="weekdays"
      render={({ field, fieldState }) => (
        <WeekdaysField
          ref={field.ref}
          label={label}
          value={field.value ?? []}
          onChange={field.onChange}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
