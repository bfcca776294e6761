import type { FieldChromeProps } from '@farmkit/ui/field';
import { Option } from '@farmkit/ui/option-list';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useMemo } from 'react';
import { Collection, Header, ListBoxSection } from 'react-aria-components';
import { ComboBoxField, type ComboBoxFieldProps } from '../combobox-field/ComboBoxField.js';
import { moneyText } from '../delivery-fee-line/moneyText.js';
import { type AreaOption, type CouncilAreas, groupAreasByCouncil } from './groupAreas.js';
import '../theme.css';
import './AreaPicker.css';

export interface AreaPickerProps<T extends AreaOption = AreaOption>
  extends Omit<
    ComboBoxFieldProps<CouncilAreas<T>>,
    | 'items'
    | 'chosenKey'
    | 'onChoose'
    | 'noResultsLabel'
    | 'className'
    | 'children'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'label'
  > {
  /** The areas the farm delivers to (the contract's DeliveryArea fits), listed under their councils. */
  areas: readonly T[];
  /** The chosen area's id, or null before a choice. */
  value: number | null;
  /** Called with the area the shopper chose. */
  onChange: (area: T) => void;
  /** @default 'Area' */
  label?: FieldChromeProps['label'];
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
  noResultsLabel = 'No area by that name',
  freeLabel = 'Free',
  minimumLabel = defaultMinimumLabel,
  currency,
  locale,
  ...props
}: AreaPickerProps<T>) {
  const money = useMoneyFormatter({ currency, locale });
  const councils = useMemo(() => groupAreasByCouncil(areas), [areas]);
  return (
    <ComboBoxField
      {...props}
      label={label}
      items={councils}
      chosenKey={value}
      onChoose={(key) => {
        const area = areas.find((candidate) => candidate.id === key);
        if (area) onChange(area);
      }}
      noResultsLabel={noResultsLabel}
      className="fk-AreaPicker"
    >
      {(group) => (
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
    </ComboBoxField>
  );
}
