import { site } from '../../site';
import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { FeedbackForm } from './FeedbackForm';

/** /account/help-center: how to reach the farm, and feedback. */
export function HelpCenterPage() {
  const { email, phone } = site.support;
  return (
    <AccountPage title="Help Center" description="Contact support or send us your feedback.">
      <AccountSection title="Contact support">
        <p className="account-section-text">
          Email us at <a href={`mailto:${email}`}>{email}</a> or call{' '}
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>.
        </p>
      </AccountSection>
      <AccountSection title="Feedback">
        <FeedbackForm />
      </AccountSection>
    </AccountPage>
  );
}
