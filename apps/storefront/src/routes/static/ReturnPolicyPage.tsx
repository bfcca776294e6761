import { SupportEmailLink, SupportPhoneLink } from '../../components/SupportLinks';
import { sitePolicies } from '../../site/policies';
import { StaticPage, StaticSection } from './StaticPage';

const { returnWindowDays, refundTime } = sitePolicies;

/** /return-policy: when an order can be returned and how the money comes back. */
export function ReturnPolicyPage() {
  return (
    <StaticPage
      title="Return Policy"
      description={`Return an item within ${returnWindowDays} days of delivery; refunds in ${refundTime}.`}
    >
      <StaticSection title={`Returns within ${returnWindowDays} days`}>
        <p>
          You can return an item within {returnWindowDays} days from the day it was delivered. Tell us what is
          wrong and we arrange the return with you.
        </p>
      </StaticSection>
      <StaticSection title="Refunds">
        <p>
          Once we have received the item, we refund it within {refundTime}, to the original payment method.
        </p>
      </StaticSection>
      <StaticSection title="Shipping costs">
        <p>
          Shipping costs are non-refundable, unless the return is our error: a wrong, damaged or spoiled item.
          Then we refund the shipping too.
        </p>
      </StaticSection>
      <StaticSection title="Start a return">
        <p>
          Email <SupportEmailLink /> or call <SupportPhoneLink /> with your order number and a photo of the
          item.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
