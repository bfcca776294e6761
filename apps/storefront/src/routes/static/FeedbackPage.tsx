import { Link } from 'react-aria-components';
import { BackLink } from '../../components/BackLink';
import { SupportEmailLink, SupportPhoneLink } from '../../components/SupportLinks';
import { paths } from '../../paths';
import { site } from '../../site';
import { sitePolicies } from '../../site/policies';
import { StaticPage, StaticSection } from './StaticPage';

/** /feedback: how the farm takes feedback, with a way back to where the reader came from. */
export function FeedbackPage() {
  return (
    <StaticPage
      title="Feedback Policy"
      description={`How to send ${site.name} your feedback and what we do with it.`}
    >
      <p>
        We want every order from {site.name} to arrive fresh and as described. Your feedback, good or bad,
        tells us what to keep doing and what to fix.
      </p>
      <StaticSection title="How to send feedback">
        <p>
          Signed in, write to us from the{' '}
          <Link href={paths.account.helpCenter}>Help Center in your account</Link>. You can also email{' '}
          <SupportEmailLink /> or call <SupportPhoneLink />.
        </p>
      </StaticSection>
      <StaticSection title="What happens next">
        <p>
          We read every message and reply within {sitePolicies.feedbackReplyTime}. If your feedback is about
          an order, tell us its number so we can look into it straight away.
        </p>
      </StaticSection>
      <StaticSection title="How we use it">
        <p>
          Feedback is used only to improve our produce, deliveries and this shop. We never publish your
          message or your name without asking you first.
        </p>
      </StaticSection>
      <div className="static-page-actions">
        <BackLink fallback={paths.landing}>Go Back</BackLink>
      </div>
    </StaticPage>
  );
}
