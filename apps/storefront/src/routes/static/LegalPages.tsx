import { site } from '../../site';
import { siteLegal, sitePolicies } from '../../site/policies';
import { StaticPage, StaticSection } from './StaticPage';

const updated = `Last updated ${sitePolicies.updated}`;

function LegalSections({ sections }: { sections: readonly { heading: string; text: string }[] }) {
  return sections.map((section) => (
    <StaticSection key={section.heading} title={section.heading}>
      <p>{section.text}</p>
    </StaticSection>
  ));
}

/** /terms: the terms of using the shop, from the site configuration. */
export function TermsPage() {
  return (
    <StaticPage title="Terms of use" description={`The terms of shopping with ${site.name}.`} note={updated}>
      <LegalSections sections={siteLegal.terms} />
    </StaticPage>
  );
}

/** /privacy: what the shop keeps about its customers and why, from the site configuration. */
export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description={`What ${site.name} keeps about you, why, and your choices.`}
      note={updated}
    >
      <LegalSections sections={siteLegal.privacy} />
    </StaticPage>
  );
}
