import { Link, type LinkProps } from 'react-aria-components';

/** A text link inside an auth card ('Create Account', 'Forgot Password?'). */
export function AuthLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className="auth-link" />;
}
