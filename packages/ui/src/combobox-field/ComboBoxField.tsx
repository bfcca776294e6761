import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import { OptionList } from '@farmkit/ui/option-list';
import { type ReactElement, type Ref, useState } from 'react';
import { Button, ComboBox, type ComboBoxProps, Input, type Key } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import '../theme.css';

export interface ComboBoxFieldProps<T extends object>
  extends Omit<
      ComboBoxProps<T>,
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
  /** What the list holds; typing filters it. */
  items: Iterable<T>;
  /** The app's choice, or null before one. */
  chosenKey: Key | null;
  /** Called with the key the user chose, when it is not `chosenKey`. */
  onChoose: (key: Key) => void;
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed. */
  noResultsLabel: string;
  /** The class of the field, beside `fk-Field`. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
  /** An item's option (or a section of options). */
  children: (item: T) => ReactElement;
}

/**
 * A field to type in and choose from the list it filters: the chrome CountrySelect and AreaPicker share. The error
 * message shows while `isInvalid`.
 */
export function ComboBoxField<T extends object>({
  label,
  description,
  errorMessage,
  items,
  chosenKey,
  onChoose,
  placeholder,
  noResultsLabel,
  className,
  ref,
  validationBehavior = 'aria',
  children,
  ...props
}: ComboBoxFieldProps<T>) {
  // The field's own selection: emptying the text unselects here, so the user can type another name, while the app
  // keeps its choice until another is made (and the field shows the app's choice again if left without one).
  const [selectedKey, setSelectedKey] = useState<Key | null>(chosenKey);
  const [appKey, setAppKey] = useState(chosenKey);
  if (appKey !== chosenKey) {
    setAppKey(chosenKey);
    setSelectedKey(chosenKey);
  }
  return (
    <ComboBox
      {...props}
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        if (key !== null && key !== chosenKey) onChoose(key);
      }}
      onBlur={(event) => {
        setSelectedKey(chosenKey);
        props.onBlur?.(event);
      }}
      allowsEmptyCollection
      validationBehavior={validationBehavior}
      className={className ? `fk-Field ${className}` : 'fk-Field'}
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
        {children}
      </OptionList>
    </ComboBox>
  );
}
