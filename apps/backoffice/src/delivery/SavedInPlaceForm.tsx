import { Button } from '@farmkit/ui/button';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import './SettingForm.css';

interface SavedInPlaceFormProps<Values extends FieldValues, Answer> {
  /** The form's name for screen readers, and its submit button's words. */
  'aria-label': string;
  submitLabel: string;
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  save: UseMutationResult<Answer, Error, Values>;
  /** The values as the server kept them, from its answer: the form's new starting point. */
  savedValues: (answer: Answer) => Values;
  /** The fields, named as the API names them: a refusal's errors show on them. */
  fields: readonly Path<Values>[];
  children: (form: UseFormReturn<Values>) => ReactNode;
}

/**
 * A settings form saved where it stands (the pickup point, the farm's bank account): the contract's rules before
 * any call, the API's refusal on the fields it is about (or for the whole form), and "Saved." until the next
 * change.
 */
export function SavedInPlaceForm<Values extends FieldValues, Answer>({
  'aria-label': label,
  submitLabel,
  resolver,
  defaultValues,
  save,
  savedValues,
  fields,
  children,
}: SavedInPlaceFormProps<Values, Answer>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ mode: 'onTouched', resolver, defaultValues });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setSaved(false);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(savedValues(answer));
        setSaved(true);
      },
      onError: (error) => {
        const targets = { fields: Object.fromEntries(fields.map((name) => [name, name] as const)) };
        if (!showServerErrors(error, form.setError, targets)) setFormError(errorText(error));
      },
    });
  });

  return (
    <Form onSubmit={submit} className="bo-SettingForm" aria-label={label}>
      {children(form)}
      {formError && (
        <p role="alert" className="bo-SettingForm-error">
          {formError}
        </p>
      )}
      <div className="bo-SettingForm-actions">
        <Button type="submit" isPending={save.isPending}>
          {submitLabel}
        </Button>
        <span role="status" className="bo-SettingForm-status">
          {saved && !form.formState.isDirty ? 'Saved.' : ''}
        </span>
      </div>
    </Form>
  );
}
