import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { DeleteAccount } from './DeleteAccount';

/** /account/other: deleting the account. */
export function DeleteAccountPage() {
  return (
    <AccountPage title="Other" description="Delete your account.">
      <AccountSection title="Delete account">
        <p className="account-section-text">
          Deleting your account removes your profile, your saved details and your sign-in. It cannot be
          undone. The farm keeps the record of your orders for its accounts, without your name or contact once
          each is delivered or cancelled.
        </p>
        <DeleteAccount />
      </AccountSection>
    </AccountPage>
  );
}
