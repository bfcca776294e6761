import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import type { Ref } from 'react';
import { Input, NumberField, type NumberFieldProps } from 'react-aria-components';

export interface UnitsFieldProps
  extends Omit<
      NumberFieldProps,
      'className' | 'style' | 'children' | 'render' | 'formatOptions' | 'value' | 'onChange'
    >,
    FieldChromeProps {
  /** Undefined while the field is empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A whole number of units (stock, a threshold, a change of stock), typed without separators; empty is
 * undefined, so the form's schema says "required" or applies its default. The kit's MoneyField, for units.
 */
export function UnitsField({
  label,
  description,
  errorMessage,
  ref,
  value,
  onChange,
  validationBehavior = 'aria',
  ...props
}: UnitsFieldProps) {
  return (
    <NumberField
      {...props}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false, signDisplay: 'auto' }}
      validationBehavior={validationBehavior}
      className="fk-Field"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Input ref={ref} className="fk-Field-control bo-UnitsField-input" />
      </FieldChrome>
    </NumberField>
  );
}
