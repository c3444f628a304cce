import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { NotFoundState } from '../../errors';

/**
 * /{slug} (the public-builder catch-all) and /content/{id}: pages written in the content
 * builder. Until the content issue loads them, no page is found at any slug.
 */
export function ContentPage() {
  return <NotFoundState />;
}

/** /privacy/terms and /privacy/policy */
export function LegalPage({ kind }: { kind: 'terms' | 'policy' }) {
  const terms = kind === 'terms';
  return (
    <EmptyState
      illustration={<DocumentIllustration />}
      title={terms ? 'Terms of service' : 'Privacy policy'}
      description={
        terms
          ? 'The rules for selling and buying on Revy: listings, plans and refunds, conversations with buyers and what Revy does on your behalf.'
          : 'What Revy collects, why, who it is shared with and how to see, correct or delete your data.'
      }
      actions={[
        {
          to: terms ? ROUTES.privacyPolicy : ROUTES.privacyTerms,
          label: terms ? 'Read the privacy policy' : 'Read the terms',
        },
        { to: ROUTES.contact, label: 'Ask us a question' },
      ]}
    />
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPolicyPage = () => <LegalPage kind="policy" />;
