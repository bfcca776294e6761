import { Button, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';
import '../theme.css';
import './QuantityStepper.css';

/**
 * React Aria's NumberField props (`name`, `form`, `aria-describedby`, `onBlur`, `isRequired`, `id`, ...)
 * reach the field; the value, its bounds and its whole-number format are the stepper's own.
 */
export interface QuantityStepperProps
  extends Omit<
    NumberFieldProps,
    | 'className'
    | 'style'
    | 'children'
    | 'render'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'step'
    | 'formatOptions'
  > {
  value: number;
  /** Receives a whole number between `min` and `max`. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  /** Hides the visible label; it still names the field. */
  hideLabel?: boolean;
  /** Name of the minus button; React Aria appends the field's label ("Decrease quantity Quantity"). */
  decrementLabel?: string;
  incrementLabel?: string;
}

/** A whole-number quantity with minus and plus buttons; typed values are rounded and clamped. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 999,
  label = 'Quantity',
  hideLabel,
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  'aria-label': ariaLabel,
  ...props
}: QuantityStepperProps) {
  return (
    <NumberField
      {...props}
      className="fk-QuantityStepper"
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      aria-label={hideLabel ? label : ariaLabel}
      onChange={(next) => {
        if (Number.isNaN(next)) return;
        const clamped = Math.min(max, Math.max(min, Math.round(next)));
        if (clamped !== value) onChange(clamped);
      }}
    >
      {!hideLabel && <Label className="fk-QuantityStepper-label">{label}</Label>}
      <Group className="fk-QuantityStepper-group">
        <Button slot="decrement" className="fk-QuantityStepper-button" aria-label={decrementLabel}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input className="fk-QuantityStepper-input" />
        <Button slot="increment" className="fk-QuantityStepper-button" aria-label={incrementLabel}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
    </NumberField>
  );
}
