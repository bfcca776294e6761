import { LinkButton } from '@farmkit/ui/button';
import type { Section } from '../layout/sections';
import './NotAllowedPage.css';

type NotAllowedPageProps =
  /** A shopper's account. */
  | { reason: 'notStaff' }
  /** A staff member whose capabilities do not include the page; `landing` is where they may go instead. */
  | { reason: 'capability'; landing: Section | undefined };

/**
 * What a signed-in account sees where its role may not go: a clear answer and a way out, never a broken page. A
 * shopper sees it on its own (the page's main landmark); a staff member inside the back-office's layout, whose
 * main landmark holds it.
 */
export function NotAllowedPage(props: NotAllowedPageProps) {
  if (props.reason === 'notStaff') {
    return (
      <main className="bo-NotAllowed">
        <h1>Not allowed</h1>
        <p>
          This account is not on the farm’s staff. Ask the owner to invite you, or sign in with your staff
          account.
        </p>
        <LinkButton href="/sign-in" variant="secondary">
          Sign in with another account
        </LinkButton>
      </main>
    );
  }
  const { landing } = props;
  return (
    <div className="bo-NotAllowed">
      <h1>Not allowed</h1>
      <p>Your role does not include this page. Ask the owner if you need it.</p>
      {landing && (
        <LinkButton href={landing.path} variant="secondary">
          Back to the {landing.label.toLowerCase()}
        </LinkButton>
      )}
    </div>
  );
}
