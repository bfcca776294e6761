import { Option } from '@farmkit/ui/option-list';
import { useMemo } from 'react';
import { ComboBoxField, type ComboBoxFieldProps } from '../combobox-field/ComboBoxField.js';
import { type Country, flagEmoji, listCountries } from './countries.js';
import '../theme.css';
import './CountrySelect.css';

export interface CountrySelectProps
  extends Omit<
    ComboBoxFieldProps<Country>,
    'items' | 'chosenKey' | 'onChoose' | 'noResultsLabel' | 'className' | 'children'
  > {
  /** The chosen country's two-letter code. */
  selectedCountry?: string | null;
  /** Called with the chosen country, whose `dialCode` the app gives the phone field. */
  onSelectionChange?: (country: Country) => void;
  /** The language of the country names. */
  locale?: string;
  /** Shown in the list when no country matches what was typed. */
  noResultsLabel?: string;
}

/**
 * A country picker: type to filter about 240 countries (named in `locale`, sorted by name), each shown
 * with its flag and dial code.
 */
export function CountrySelect({
  selectedCountry,
  onSelectionChange,
  locale = 'en',
  noResultsLabel = 'No matching country',
  ...props
}: CountrySelectProps) {
  const countries = useMemo(() => listCountries(locale), [locale]);
  return (
    <ComboBoxField
      {...props}
      items={countries}
      chosenKey={selectedCountry ?? null}
      onChoose={(code) => {
        const country = countries.find((candidate) => candidate.code === code);
        if (country) onSelectionChange?.(country);
      }}
      noResultsLabel={noResultsLabel}
    >
      {(country) => (
        <Option id={country.code} textValue={country.name}>
          <span className="fk-CountrySelect-flag" aria-hidden="true">
            {flagEmoji(country.code)}
          </span>
          <span className="fk-CountrySelect-name">{country.name}</span>
          <span className="fk-CountrySelect-dialCode">{country.dialCode}</span>
        </Option>
      )}
    </ComboBoxField>
  );
}
