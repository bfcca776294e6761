import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import { Option, OptionList } from '@farmkit/ui/option-list';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { type Ref, useMemo, useState } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  type ComboBoxProps,
  Header,
  Input,
  type Key,
  ListBoxSection,
} from 'react-aria-components';
import { moneyText } from '../delivery-fee-line/moneyText.js';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import { type AreaOption, type CouncilAreas, groupAreasByCouncil } from './groupAreas.js';
import '../theme.css';
import './AreaPicker.css';

export interface AreaPickerProps<T extends AreaOption = AreaOption>
  extends Omit<
      ComboBoxProps<CouncilAreas<T>>,
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
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'label'
    >,
    Partial<FieldChromeProps> {
  /** The areas the farm delivers to (the contract's DeliveryArea fits), listed under their councils. */
  areas: readonly T[];
  /** The chosen area's id, or null before a choice. */
  value: number | null;
  /** Called with the area the shopper chose. */
  onChange: (area: T) => void;
  /** @default 'Area' */
  label?: FieldChromeProps['label'];
  placeholder?: string;
  /** Shown in the list when no area matches what was typed. @default 'No area by that name' */
  noResultsLabel?: string;
  /** The word for a fee of 0. @default 'Free' */
  freeLabel?: string;
  /** How an area's minimum order is written. @default (amount) => `Min. order ${amount}` */
  minimumLabel?: (amount: string) => string;
  /** ISO 4217 code of the fees; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale the fees are written in; the shop's by default. */
  locale?: string;
  ref?: Ref<HTMLInputElement>;
}

const defaultMinimumLabel = (amount: string) => `Min. order ${amount}`;

/**
 * The area a rider brings the order to: type to filter the farm's areas, listed under their councils, each with its
 * fee and minimum order. The error message shows while `isInvalid`.
 */
export function AreaPicker<T extends AreaOption = AreaOption>({
  areas,
  value,
  onChange,
  label = 'Area',
  description,
  errorMessage,
  placeholder,
  noResultsLabel = 'No area by that name',
  freeLabel = 'Free',
  minimumLabel = defaultMinimumLabel,
  currency,
  locale,
  ref,
  validationBehavior = 'aria',
  ...props
}: AreaPickerProps<T>) {
  const money = useMoneyFormatter({ currency, locale });
  const councils = useMemo(() => groupAreasByCouncil(areas), [areas]);
  // The field's own selection, as CountrySelect keeps it: emptying the text unselects here so the shopper can type
  // another name, while the app keeps its area until another is chosen (and the field shows it again on leaving).
  const [selectedKey, setSelectedKey] = useState<Key | null>(value);
  const [appValue, setAppValue] = useState(value);
  if (appValue !== value) {
    setAppValue(value);
    setSelectedKey(value);
  }
  return (
    <ComboBox
      {...props}
      defaultItems={councils}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        const area = areas.find((candidate) => candidate.id === key);
        if (area && area.id !== value) onChange(area);
      }}
      onBlur={(event) => {
        setSelectedKey(value);
        props.onBlur?.(event);
      }}
      allowsEmptyCollection
      validationBehavior={validationBehavior}
      className="fk-Field fk-AreaPicker"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        {/* A plain box, not a Group: inside a Group the input's Arrow keys stop moving through the options
            (react-aria-components 1.22.1; see CountrySelect). */}
        <div className="fk-Field-control">
          <Input ref={ref} placeholder={placeholder} className="fk-Field-input" />
          <Button className="fk-Field-button">
            <ChevronIcon direction="down" />
          </Button>
        </div>
      </FieldChrome>
      <OptionList renderEmptyState={() => <p className="fk-OptionList-empty">{noResultsLabel}</p>}>
        {(group: CouncilAreas<T>) => (
          <ListBoxSection id={`council:${group.council}`} className="fk-AreaPicker-council">
            <Header className="fk-AreaPicker-councilName">{group.council}</Header>
            <Collection items={group.areas}>
              {(area: T) => (
                <Option id={area.id} textValue={area.name}>
                  {/* The option is named by all it shows (axe: label-content-name-mismatch), read as
                      "Gwarinpa ₦3,000 Min. order ₦10,000". */}
                  <span className="fk-AreaPicker-name">{area.name}</span>
                  <span className="fk-AreaPicker-terms">
                    <span className="fk-AreaPicker-fee">
                      {area.fee > 0 ? moneyText(money, area.fee) : freeLabel}
                    </span>
                    {area.min_order > 0 && (
                      <span className="fk-AreaPicker-minimum">
                        {minimumLabel(moneyText(money, area.min_order))}
                      </span>
                    )}
                  </span>
                </Option>
              )}
            </Collection>
          </ListBoxSection>
        )}
      </OptionList>
    </ComboBox>
  );
}
