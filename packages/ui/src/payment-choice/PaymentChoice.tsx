import { FieldChrome } from '@farmkit/ui/field';
import { type ReactNode, useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import '../theme.css';
import './PaymentChoice.css';

export interface PaymentOption {
  id: string;
  label: string;
  /** A line or two under the label, read with it by screen readers: what it means, or why it is unavailable. */
  description?: ReactNode;
  /** Shown but not chosen (a full delivery time, a method the shop does not offer now). */
  isDisabled?: boolean;
}

export interface PaymentChoiceProps {
  /** The chosen option's id, or null before a choice. */
  value: string | null;
  onChange: (id: string) => void;
  options: PaymentOption[];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * One payment method out of a few, as exclusive radio cards (React Aria RadioGroup). The delivery kit
 * (DeliveryChoice, SlotPicker) uses the same cards for its methods and times.
 */
export function PaymentChoice({
  value,
  onChange,
  options,
  label = 'Payment Information',
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
}: PaymentChoiceProps) {
  const idPrefix = useId();
  return (
    <RadioGroup
      className="fk-PaymentChoice"
      value={value}
      onChange={onChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <div className="fk-PaymentChoice-options">
          {options.map((option) => {
            const descriptionId = `${idPrefix}-${option.id}`;
            return (
              <Radio
                key={option.id}
                value={option.id}
                isDisabled={option.isDisabled}
                className="fk-PaymentChoice-option"
                aria-labelledby={option.description ? `${descriptionId}-label` : undefined}
                aria-describedby={option.description ? descriptionId : undefined}
              >
                <span className="fk-PaymentChoice-mark" aria-hidden="true" />
                <span className="fk-PaymentChoice-texts">
                  <span className="fk-PaymentChoice-label" id={`${descriptionId}-label`}>
                    {option.label}
                  </span>
                  {option.description && (
                    <span className="fk-PaymentChoice-description" id={descriptionId}>
                      {option.description}
                    </span>
                  )}
                </span>
              </Radio>
            );
          })}
        </div>
      </FieldChrome>
    </RadioGroup>
  );
}
