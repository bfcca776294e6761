import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import '../theme.css';
import './QuantityStepper.css';

export interface QuantityStepperProps {
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
  isDisabled?: boolean;
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
  isDisabled,
}: QuantityStepperProps) {
  return (
    <NumberField
      className="fk-QuantityStepper"
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isDisabled={isDisabled}
      aria-label={hideLabel ? label : undefined}
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
