import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import { Option, OptionList } from '@farmkit/ui/option-list';
import { Button, type Key, Select, type SelectProps, SelectValue } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import '../theme.css';
import './SelectField.css';

export interface SelectFieldItem {
  id: Key;
  label: string;
}

export interface SelectFieldProps<T extends SelectFieldItem>
  extends Omit<SelectProps<T>, 'className' | 'style' | 'children' | 'render' | 'items' | 'selectionMode'>,
    FieldChromeProps {
  items: Iterable<T>;
}

/** A labelled pick-one list (gender, size): a button showing the choice, opening a list of options. */
export function SelectField<T extends SelectFieldItem>({
  label,
  description,
  errorMessage,
  items,
  validationBehavior = 'aria',
  ...props
}: SelectFieldProps<T>) {
  return (
    <Select {...props} validationBehavior={validationBehavior} className="fk-Field">
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Button className="fk-Field-control fk-SelectField-button">
          <SelectValue className="fk-SelectField-value" />
          <ChevronIcon direction="down" />
        </Button>
      </FieldChrome>
      <OptionList items={items}>{(item) => <Option id={item.id}>{item.label}</Option>}</OptionList>
    </Select>
  );
}
