import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration } from '../../../components/illustrations';
import { CtaBand, Hero, HowItWorks } from './marketing-sections';

/** /marketing, /marketing/live, /lp and the landing page tests: variations of the pitch. */
export function MarketingPage({
  variant = 'marketing',
}: {
  variant?: 'marketing' | 'live' | 'lp' | 'test1' | 'alternate';
}) {
  const copy = {
    marketing: { eyebrow: 'For private sellers', title: 'Sell your car the easy way' },
    live: { eyebrow: 'Live now in California', title: 'Your car, sold by AI that works around the clock' },
    lp: { eyebrow: 'Private sale, dealer convenience', title: 'Get more for your car than a trade-in' },
    test1: { eyebrow: 'Skip the dealer', title: 'List today. Revy answers every buyer.' },
    alternate: { eyebrow: 'The smarter private sale', title: 'Sell your car without the hassle' },
  }[variant];
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} />
      <HowItWorks />
      <CtaBand />
    </>
  );
}

export const MarketingLivePage = () => <MarketingPage variant="live" />;
export const LpPage = () => <MarketingPage variant="lp" />;
export const LandingPageTest1 = () => <MarketingPage variant="test1" />;
export const AlternateLandingPage = () => <MarketingPage variant="alternate" />;

/** /contact */
export function ContactPage() {
  return (
    <EmptyState
      illustration={<ChatIllustration />}
      title="Talk to the Revy team"
      description="Questions about a listing go straight to our concierge team from your garage, and buyers can message sellers from any listing. Our guides answer the most common questions."
      actions={[
        { to: ROUTES.dashboardSelling, label: 'Message us from my garage' },
        { to: ROUTES.blog, label: 'Read the seller guides' },
      ]}
    />
  );
}
