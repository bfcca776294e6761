import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import { Option, OptionList } from '@farmkit/ui/option-list';
import { type Ref, useMemo, useState } from 'react';
import { Button, ComboBox, type ComboBoxProps, Input, type Key } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import { type Country, flagEmoji, listCountries } from './countries.js';
import '../theme.css';
import './CountrySelect.css';

export interface CountrySelectProps
  extends Omit<
      ComboBoxProps<Country>,
      | 'className'
      | 'style'
      | 'children'
      | 'render'
      | 'items'
      | 'defaultItems'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'selectionMode'
    >,
    FieldChromeProps {
  /** The chosen country's two-letter code. */
  selectedCountry?: string | null;
  /** Called with the chosen country, whose `dialCode` the app gives the phone field. */
  onSelectionChange?: (country: Country) => void;
  /** The language of the country names. */
  locale?: string;
  placeholder?: string;
  /** Shown in the list when no country matches what was typed. */
  noResultsLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A country picker: type to filter about 240 countries (named in `locale`, sorted by name), each shown
 * with its flag and dial code.
 */
export function CountrySelect({
  label,
  description,
  errorMessage,
  selectedCountry,
  onSelectionChange,
  locale = 'en',
  placeholder,
  noResultsLabel = 'No matching country',
  ref,
  validationBehavior = 'aria',
  ...props
}: CountrySelectProps) {
  const countries = useMemo(() => listCountries(locale), [locale]);
  // The field's own selection: emptying the text unselects the country here, so the user can type a
  // new name, while the app keeps its country until another one is chosen (and the field shows the
  // app's country again if the user leaves without choosing).
  const [selectedKey, setSelectedKey] = useState<Key | null>(selectedCountry ?? null);
  const [appCountry, setAppCountry] = useState(selectedCountry);
  if (appCountry !== selectedCountry) {
    setAppCountry(selectedCountry);
    setSelectedKey(selectedCountry ?? null);
  }
  return (
    <ComboBox
      {...props}
      defaultItems={countries}
      selectedKey={selectedKey}
      onSelectionChange={(code) => {
        setSelectedKey(code);
        const country = countries.find((candidate) => candidate.code === code);
        if (country && country.code !== selectedCountry) onSelectionChange?.(country);
      }}
      onBlur={(event) => {
        setSelectedKey(selectedCountry ?? null);
        props.onBlur?.(event);
      }}
      allowsEmptyCollection
      validationBehavior={validationBehavior}
      className="fk-Field"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        {/* A plain box, not a React Aria Group: inside a Group, the input's Arrow keys stop moving
            through the options (react-aria-components 1.22.1). The ComboBox's own state attributes
            style it. */}
        <div className="fk-Field-control">
          <Input ref={ref} placeholder={placeholder} className="fk-Field-input" />
          <Button className="fk-Field-button">
            <ChevronIcon direction="down" />
          </Button>
        </div>
      </FieldChrome>
      <OptionList renderEmptyState={() => <p className="fk-OptionList-empty">{noResultsLabel}</p>}>
        {(country: Country) => (
          <Option id={country.code} textValue={country.name}>
            <span className="fk-CountrySelect-flag" aria-hidden="true">
              {flagEmoji(country.code)}
            </span>
            <span className="fk-CountrySelect-name">{country.name}</span>
            <span className="fk-CountrySelect-dialCode">{country.dialCode}</span>
          </Option>
        )}
      </OptionList>
    </ComboBox>
  );
}
