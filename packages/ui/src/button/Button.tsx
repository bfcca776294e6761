import { Spinner } from '@farmkit/ui/spinner';
import {
  composeRenderProps,
  Link,
  type LinkProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import '../theme.css';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  /** The spinner's accessible name while `isPending`. */
  pendingLabel?: string;
}

/** While `isPending`, the button shows a spinner, keeps its focus and ignores presses. */
export function Button({
  variant = 'primary',
  pendingLabel = 'In progress',
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton {...props} className="fk-Button" data-variant={variant}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner label={pendingLabel} />}
          {content}
        </>
      ))}
    </RACButton>
  );
}

export interface LinkButtonProps extends Omit<LinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
}

/** A link that looks like a Button: for actions that navigate. */
export function LinkButton({ variant = 'primary', ...props }: LinkButtonProps) {
  return <Link {...props} className="fk-Button" data-variant={variant} />;
}
