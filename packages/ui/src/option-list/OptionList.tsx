import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
} from 'react-aria-components';
import { CheckIcon } from '../icons/CheckIcon.js';
import '../theme.css';
import './OptionList.css';

export type OptionListProps<T> = Omit<ListBoxProps<T>, 'className' | 'style' | 'render'>;

/** The pop-up list of a Select or ComboBox, as wide as the field. Place it inside the Select/ComboBox. */
export function OptionList<T extends object>(props: OptionListProps<T>) {
  return (
    <Popover className="fk-OptionList-popover" offset={4}>
      <ListBox {...props} className="fk-OptionList" />
    </Popover>
  );
}

export interface OptionProps extends Omit<ListBoxItemProps, 'className' | 'style' | 'children' | 'render'> {
  children: ReactNode;
}

/** One choice of an `OptionList`, with a check mark while selected. */
export function Option({ children, textValue, ...props }: OptionProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className="fk-Option"
    >
      {({ isSelected }) => (
        <>
          <span className="fk-Option-content">{children}</span>
          {isSelected && <CheckIcon />}
        </>
      )}
    </ListBoxItem>
  );
}
