import { ROUTES } from '@revy/shared';
import { Link } from 'react-router';
import { SupportContact } from '../../../components/support-contact';
import { ContactForm } from './contact-form';
import { CtaBand, Hero, HowItWorks } from './marketing-sections';
import { useLandingCopy, type LandingCopy, type LandingVariant } from './use-landing-copy';

const FALLBACK: Record<Exclude<LandingVariant, 'home'>, LandingCopy> = {
  marketing: { eyebrow: 'For private sellers', title: 'Sell your car the easy way' },
  live: { eyebrow: 'Live now in California', title: 'Your car, sold by AI that works around the clock' },
  lp: { eyebrow: 'Private sale, dealer convenience', title: 'Get more for your car than a trade-in' },
  test1: { eyebrow: 'Skip the dealer', title: 'List today. Revy answers every buyer.' },
  alternate: { eyebrow: 'The smarter private sale', title: 'Sell your car without the hassle' },
};

/**
 * /marketing, /marketing/live, /lp and the landing page tests: variations of the pitch. The words come from landing
 * content staff edit (metadata.variant); the built-in copy shows when there is none or it is slow.
 */
export function MarketingPage({ variant = 'marketing' }: { variant?: Exclude<LandingVariant, 'home'> }) {
  const { copy, busy } = useLandingCopy(variant, FALLBACK[variant]);
  return (
    <>
      <Hero
        {...(copy.eyebrow ? { eyebrow: copy.eyebrow } : {})}
        title={copy.title}
        {...(copy.points ? { points: copy.points } : {})}
        busy={busy}
      >
        {copy.subhead}
      </Hero>
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
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_1.4fr] md:py-16">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Talk to the Revy team</h1>
        <p className="mt-4 text-lg text-muted">
          Questions about selling, buying, your plan or a buyer who seems off? Write to us and a person on our concierge
          team answers within one business day.
        </p>
        <ul className="mt-6 space-y-3 text-sm text-muted">
          <li>
            Selling already? Message us from{' '}
            <Link className="font-medium text-primary hover:underline" to={ROUTES.dashboardSelling}>
              your garage
            </Link>{' '}
            for the fastest answer about a listing.
          </li>
          <li>
            Our{' '}
            <Link className="font-medium text-primary hover:underline" to={ROUTES.blog}>
              seller guides
            </Link>{' '}
            cover pricing, test drives, paperwork and scams.
          </li>
        </ul>
        <SupportContact className="mt-6" />
      </div>
      <ContactForm />
    </div>
  );
}
