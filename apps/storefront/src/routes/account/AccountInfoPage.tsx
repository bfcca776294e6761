import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeliveryInfoForm } from './DeliveryInfoForm';
import { ProfileSummary } from './ProfileSummary';

/** /account: the profile photo, name, delivery details, the login e-mail and the password. */
export function AccountInfoPage() {
  return (
    <AccountPage title="Account & settings" description="Your profile, delivery details and password.">
      <ProfileSummary />
      <AccountSection title="Delivery information">
        <DeliveryInfoForm />
      </AccountSection>
      <AccountSection title="Login email">
        <ChangeEmailForm />
      </AccountSection>
      <AccountSection title="Change password">
        <ChangePasswordForm />
      </AccountSection>
    </AccountPage>
  );
}
