import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import { useShopFormat } from '@farmkit/ui/shop-format';
import { type Ref, useMemo } from 'react';
import { I18nProvider, Input, NumberField, type NumberFieldProps, useLocale } from 'react-aria-components';
import { roundMoney } from './roundMoney.js';
import '../theme.css';
import './MoneyField.css';

export interface MoneyFieldProps
  extends Omit<NumberFieldProps, 'className' | 'style' | 'children' | 'render' | 'formatOptions'>,
    FieldChromeProps {
  /** ISO 4217 code of the amount's currency; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale for the symbol, separators and the typed number's parsing; the shop's by default. */
  locale?: string;
  placeholder?: string;
  /** The input element, for form libraries. */
  ref?: Ref<HTMLInputElement>;
}

/** Digits after the decimal point in the currency's smallest unit: 2 for naira (kobo), 0 for yen. */
function minorUnitDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * An amount of money (in the shop's currency by default) typed as a number and shown formatted (`₦1,234.57`), on
 * React Aria's NumberField: arrow keys step by `step`, and the value is committed on blur or Enter.
 *
 * Kobo-safe: `onChange` always receives the amount rounded to whole kobo (the currency's minor unit,
 * half away from zero, with `roundMoney`), so a float error such as `0.1 + 0.2` never reaches the
 * caller; typing `1234.567` reports `1234.57`. What the field shows and what it reports always agree: a
 * typed half kobo is rounded by the field's formatter first (`5.255`, stored as 5.25499…, gives `5.25`).
 * An emptied field reports `NaN`, as NumberField does.
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  currency: currencyProp,
  locale: localeProp,
  minValue = 0,
  step = 0.01,
  validationBehavior = 'aria',
  onChange,
  ...props
}: MoneyFieldProps) {
  const shop = useShopFormat();
  const currency = currencyProp ?? shop.currency;
  const locale = localeProp ?? shop.locale;
  const { locale: contextLocale } = useLocale();
  const digits = useMemo(() => minorUnitDigits(currency, locale), [currency, locale]);
  const field = (
    <NumberField
      {...props}
      minValue={minValue}
      step={step}
      validationBehavior={validationBehavior}
      formatOptions={{ style: 'currency', currency }}
      onChange={onChange && ((value) => onChange(roundMoney(value, digits)))}
      className="fk-Field fk-MoneyField"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Input ref={ref} placeholder={placeholder} className="fk-Field-control fk-MoneyField-input" />
      </FieldChrome>
    </NumberField>
  );
  // NumberField formats and parses with the locale of the nearest I18nProvider.
  return locale === contextLocale ? field : <I18nProvider locale={locale}>{field}</I18nProvider>;
}
