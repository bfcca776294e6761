import { FieldChrome } from '@farmkit/ui/field';
import type { TextFieldProps } from '@farmkit/ui/text-field';
import { useState } from 'react';
import { Button, Group, Input, TextField as RACTextField } from 'react-aria-components';
import { EyeIcon } from '../icons/EyeIcon.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
}

/**
 * A password input with a button that shows or hides what was typed. The button's name says what
 * pressing it does ("Show password" / "Hide password"); the hint and error work as in `TextField`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  validationBehavior = 'aria',
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      validationBehavior={validationBehavior}
      className="fk-Field"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        {/* The field gives the group its disabled and invalid states. */}
        <Group className="fk-Field-control">
          <Input ref={ref} placeholder={placeholder} className="fk-Field-input" />
          <Button
            className="fk-Field-button"
            aria-label={isRevealed ? hideLabel : showLabel}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed(!isRevealed)}
          >
            <EyeIcon crossed={isRevealed} />
          </Button>
        </Group>
      </FieldChrome>
    </RACTextField>
  );
}
