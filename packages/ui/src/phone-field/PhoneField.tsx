import { FieldChrome } from '@farmkit/ui/field';
import { useShopFormat } from '@farmkit/ui/shop-format';
import type { TextFieldProps } from '@farmkit/ui/text-field';
import { Group, Input, TextField as RACTextField, Text } from 'react-aria-components';
import { dialCodeOf } from '../country-select/countries.js';
import '../theme.css';
import './PhoneField.css';

export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputMode' | 'description' | 'value' | 'defaultValue' | 'onChange'> {
  /**
   * The country's calling code, shown before the number; the app changes it with the country. By default the
   * code of the shop's country (ShopFormatProvider: +234 without one).
   */
  dialCode?: string;
  /** How screen readers introduce the dial code: "Dial code +234". */
  dialCodeLabel?: string;
  /** The number without its dial code, digits only. */
  value: string;
  /** Called with the digits typed; anything else is dropped. */
  onChange: (value: string) => void;
  maxLength?: number;
  /** An example number of the country as a shopper types it ('802 123 4567'); none by default. */
  placeholder?: string;
}

/** Digits typed or pasted into a phone number, without spaces, dashes or letters. */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number input beside a read-only box with the dial code. The dial code is part of the field's
 * description, so a screen reader says "Phone Number, Dial code +234" on the input.
 */
export function PhoneField({
  label,
  errorMessage,
  placeholder,
  ref,
  dialCode: dialCodeProp,
  dialCodeLabel = 'Dial code',
  value,
  onChange,
  maxLength = 12,
  autoComplete = 'tel-national',
  validationBehavior = 'aria',
  ...props
}: PhoneFieldProps) {
  const { country } = useShopFormat();
  const dialCode = dialCodeProp ?? dialCodeOf(country);
  return (
    <RACTextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      value={value}
      onChange={(text) => onChange(phoneDigits(text).slice(0, maxLength))}
      maxLength={maxLength}
      validationBehavior={validationBehavior}
      className="fk-Field"
    >
      <FieldChrome label={label} errorMessage={errorMessage}>
        <Group className="fk-Field-control fk-PhoneField">
          <Text slot="description" className="fk-PhoneField-dialCode">
            <span className="fk-PhoneField-dialCodeLabel">{dialCodeLabel} </span>
            {dialCode}
          </Text>
          <Input ref={ref} placeholder={placeholder} className="fk-Field-input" />
        </Group>
      </FieldChrome>
    </RACTextField>
  );
}
