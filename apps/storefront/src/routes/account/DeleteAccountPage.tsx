import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { DeleteAccount } from './DeleteAccount';

/** /account/other: deleting the account. */
export function DeleteAccountPage() {
  return (
    <AccountPage title="Other" description="Delete your account.">
      <AccountSection title="Delete account">
        <p className="account-section-text">
          Deleting your account removes your profile, your saved details and your order history. It cannot be
          undone.
        </p>
        <DeleteAccount />
      </AccountSection>
    </AccountPage>
  );
}
