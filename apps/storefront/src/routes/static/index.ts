// The static pages (policies, help, legal): loaded as one chunk, on the first visit to any of them.
export { FeedbackPage } from './FeedbackPage';
export { HelpPage } from './HelpPage';
export { PrivacyPage, TermsPage } from './LegalPages';
export { ReturnPolicyPage } from './ReturnPolicyPage';
export { StaticLayout } from './StaticLayout';
