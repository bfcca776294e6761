import {
  Link,
  type LinkProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import '../theme.css';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <RACButton {...props} className="fk-Button" data-variant={variant} />;
}

export interface LinkButtonProps extends Omit<LinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
}

/** A link that looks like a Button: for actions that navigate. */
export function LinkButton({ variant = 'primary', ...props }: LinkButtonProps) {
  return <Link {...props} className="fk-Button" data-variant={variant} />;
}
