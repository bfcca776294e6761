import { SupportEmailLink, SupportPhoneLink } from '../../components/SupportLinks';
import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { FeedbackForm } from './FeedbackForm';

/** /account/help-center: how to reach the farm, and feedback. */
export function HelpCenterPage() {
  return (
    <AccountPage title="Help Center" description="Contact support or send us your feedback.">
      <AccountSection title="Contact support">
        <p className="account-section-text">
          Email us at <SupportEmailLink /> or call <SupportPhoneLink />.
        </p>
      </AccountSection>
      <AccountSection title="Feedback">
        <FeedbackForm />
      </AccountSection>
    </AccountPage>
  );
}
