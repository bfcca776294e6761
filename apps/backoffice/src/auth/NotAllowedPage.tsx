import { LinkButton } from '@farmkit/ui/button';
import './NotAllowedPage.css';

interface NotAllowedPageProps {
  /** Why: a shopper's account, or a role without this page. */
  reason: 'notStaff' | 'role';
}

/**
 * What a signed-in account sees where its role may not go: a clear answer and a way out, never a broken page. A
 * shopper sees it on its own (the page's main landmark); a staff member inside the back-office's layout, whose
 * main landmark holds it.
 */
export function NotAllowedPage({ reason }: NotAllowedPageProps) {
  const Landmark = reason === 'notStaff' ? 'main' : 'div';
  return (
    <Landmark className="bo-NotAllowed">
      <h1>Not allowed</h1>
      <p>
        {reason === 'notStaff'
          ? 'This account is not on the farm’s staff. Ask the owner to invite you, or sign in with your staff account.'
          : 'Your role does not include this page. Ask the owner if you need it.'}
      </p>
      <LinkButton href={reason === 'notStaff' ? '/sign-in' : '/'} variant="secondary">
        {reason === 'notStaff' ? 'Sign in with another account' : 'Back to the dashboard'}
      </LinkButton>
    </Landmark>
  );
}
