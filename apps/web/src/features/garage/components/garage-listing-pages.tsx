import type { ReactNode } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState, type EmptyStateAction } from '../../../components/empty-state';
import {
  ChartIllustration,
  ChatIllustration,
  DocumentIllustration,
  InboxIllustration,
  PhotoIllustration,
  ShieldIllustration,
  SparkIllustration,
  TagIllustration,
} from '../../../components/illustrations';
import { SectionTabs } from '../../../components/section-nav';
import { SellerMessages, SellerOffers, SellerRequests } from '../../chat';
import { EnrichSection } from '../../knowledge';
import { PlansPage } from '../../payments';
import { PhotoManager } from '../../photos';
import { PricingPage } from '../../pricing';
import { OfferFloorSettings } from './offer-floor-settings';
import { VerifiedBuyersSetting } from './verified-buyers-setting';
import { ConciergeEscalations, RevyPage } from '../../revy';
import { useListing, WithGarageListing } from '../../listings';
import { ListingEdit } from './listing-edit';
import { ListingOverview } from './listing-overview';
import { PublishFlow } from './publish-flow';

/** The sections of a listing in the seller's garage (spec 2 "My garage"). */
export type GarageSection =
  | 'overview'
  | 'comet'
  | 'concierge'
  | 'edit'
  | 'enrich'
  | 'messages'
  | 'offers'
  | 'photos'
  | 'plans'
  | 'pricing'
  | 'publish'
  | 'requests'
  | 'revy';

const TABS: { section: GarageSection; label: string; path: string }[] = [
  { section: 'overview', label: 'Overview', path: '' },
  { section: 'edit', label: 'Details', path: 'edit' },
  { section: 'photos', label: 'Photos', path: 'photos' },
  { section: 'pricing', label: 'Pricing', path: 'pricing' },
  { section: 'messages', label: 'Messages', path: 'messages' },
  { section: 'offers', label: 'Offers', path: 'offers' },
  { section: 'requests', label: 'Requests', path: 'requests' },
  { section: 'revy', label: 'Revy AI', path: 'revy' },
  // What the assistant answers from: without a tab, sellers only found it through the Revy page.
  { section: 'enrich', label: 'Teach Revy', path: 'enrich' },
  { section: 'plans', label: 'Plans', path: 'plans' },
];

/** Sub-navigation around a garage listing's pages. */
export function GarageListingShell() {
  const { listingId = '' } = useParams();
  const base = ROUTES.myGarageListing(listingId);
  const live = useListing(listingId).data?.status === 'published';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <NavLink to={ROUTES.dashboardSelling} className="text-sm font-medium text-muted hover:text-primary">
          ← My garage
        </NavLink>
        {live ? (
          <NavLink to={ROUTES.listing(listingId)} className="text-sm font-semibold text-primary hover:underline">
            View live listing
          </NavLink>
        ) : (
          <NavLink to={`${base}/publish/review`} className="text-sm font-semibold text-primary hover:underline">
            Publish listing
          </NavLink>
        )}
      </div>
      <SectionTabs
        label="Listing sections"
        className="mt-4"
        tabs={TABS.map((t) => ({ to: t.path ? `${base}/${t.path}` : base, label: t.label, end: !t.path }))}
      />
      <Outlet />
    </div>
  );
}

type SectionCopy = {
  illustration: ReactNode;
  title: string;
  description: string;
  actions: (base: string) => EmptyStateAction[];
};

const COPY: Record<GarageSection, SectionCopy> = {
  overview: {
    illustration: <ChartIllustration />,
    title: "Your listing's views, buyers and offers",
    description:
      'Once the listing is live, this page shows how many people viewed it, who is talking to Revy and the best offer so far.',
    actions: (b) => [
      { to: `${b}/edit`, label: 'Complete the details' },
      { to: `${b}/photos`, label: 'Add photos' },
    ],
  },
  comet: {
    illustration: <ChatIllustration />,
    title: 'All buyer conversations in one console',
    description: 'The console shows every conversation about this car side by side, for replying fast on a big screen.',
    actions: (b) => [{ to: `${b}/messages`, label: 'Open messages' }],
  },
  concierge: {
    illustration: <ShieldIllustration />,
    title: 'Your concierge, one message away',
    description: 'A Revy concierge can review your listing, post it to classifieds sites and help you close the sale.',
    actions: (b) => [
      { to: `${b}/plans`, label: 'See plans with concierge help' },
      { to: b, label: 'Back to overview' },
    ],
  },
  edit: {
    illustration: <DocumentIllustration />,
    title: "Your car's details and description",
    description:
      'Year, make, model, mileage, condition and features. Revy writes the description from them, and you can edit every word.',
    actions: (b) => [
      { to: `${b}/photos`, label: 'Next: photos' },
      { to: b, label: 'Back to overview' },
    ],
  },
  enrich: {
    illustration: <SparkIllustration />,
    title: 'Answers that make buyers trust your car',
    description:
      'A few quick questions about service history, tires and ownership let Revy answer buyers without bothering you.',
    actions: (b) => [
      { to: `${b}/edit`, label: 'Review the details' },
      { to: b, label: 'Back to overview' },
    ],
  },
  messages: {
    illustration: <ChatIllustration />,
    title: 'No messages from buyers yet',
    description:
      'When buyers ask about your car, Revy answers right away and every conversation shows up here. Step in whenever you like.',
    actions: (b) => [
      { to: `${b}/publish/review`, label: 'Publish to reach buyers' },
      { to: `${b}/revy`, label: 'See what Revy knows' },
    ],
  },
  offers: {
    illustration: <TagIllustration />,
    title: 'No offers yet',
    description:
      "Buyers' offers arrive here with an AI check against the market, so you know which ones are worth accepting.",
    actions: (b) => [
      { to: `${b}/pricing`, label: 'Check your price' },
      { to: b, label: 'Back to overview' },
    ],
  },
  photos: {
    illustration: <PhotoIllustration />,
    title: 'Photos that sell your car',
    description:
      'Listings with 12 or more bright photos get far more messages. Add the outside, the inside, the dashboard and the tires.',
    actions: (b) => [
      { to: `${b}/pricing`, label: 'Next: pricing' },
      { to: `${b}/edit`, label: 'Back to details' },
    ],
  },
  plans: {
    illustration: <TagIllustration />,
    title: 'Choose how far your listing goes',
    description:
      'Starter, Pro and Premium plans decide how long your listing runs, where it is posted and how much Revy does for you.',
    actions: (b) => [
      { to: `${b}/publish/review`, label: 'Continue to publish' },
      { to: b, label: 'Back to overview' },
    ],
  },
  pricing: {
    illustration: <ChartIllustration />,
    title: 'What your car is worth today',
    description:
      'Revy compares your car with similar ones for sale near you and suggests a price that sells quickly without leaving money behind.',
    actions: (b) => [
      { to: `${b}/plans`, label: 'Next: choose a plan' },
      { to: `${b}/photos`, label: 'Back to photos' },
    ],
  },
  publish: {
    illustration: <SparkIllustration />,
    title: 'Publish your listing',
    description:
      'Check the details, photos, price and plan one last time, then go live in the showroom and on classifieds sites.',
    actions: (b) => [
      { to: `${b}/edit`, label: 'Review the details' },
      { to: `${b}/plans`, label: 'Choose a plan' },
    ],
  },
  requests: {
    illustration: <InboxIllustration />,
    title: 'No test drive or video tour requests yet',
    description: 'When a buyer asks to see the car, the request lands here so you can accept a time that suits you.',
    actions: (b) => [
      { to: ROUTES.calendar, label: 'Set your availability' },
      { to: b, label: 'Back to overview' },
    ],
  },
  revy: {
    illustration: <SparkIllustration />,
    title: 'What Revy tells buyers about your car',
    description:
      'Every fact Revy uses to answer buyers, from your details and answers. Correct anything here and future replies follow.',
    actions: (b) => [
      { to: `${b}/enrich`, label: 'Answer a few questions' },
      { to: `${b}/messages`, label: 'See conversations' },
    ],
  },
};

/** One section of a garage listing: the built ones, or an empty state until its issue builds it. */
export function GarageSectionPage({ section }: { section: GarageSection }) {
  const { listingId = '' } = useParams();
  if (section === 'overview') return <WithGarageListing>{(l) => <ListingOverview listing={l} />}</WithGarageListing>;
  // Keyed by listing so switching listings starts a fresh form.
  if (section === 'edit') return <WithGarageListing>{(l) => <ListingEdit key={l.id} listing={l} />}</WithGarageListing>;
  if (section === 'publish') return <WithGarageListing>{(l) => <PublishFlow listing={l} />}</WithGarageListing>;
  if (section === 'photos') return <PhotoManager listingId={listingId} />;
  if (section === 'messages') return <SellerMessages listingId={listingId} />;
  if (section === 'offers')
    return (
      <>
        <SellerOffers listingId={listingId} />
        <WithGarageListing>{(l) => <OfferFloorSettings key={l.id} listing={l} />}</WithGarageListing>
        <WithGarageListing>{(l) => <VerifiedBuyersSetting key={l.id} listing={l} />}</WithGarageListing>
      </>
    );
  if (section === 'pricing') return <PricingPage />;
  if (section === 'requests') return <SellerRequests listingId={listingId} />;
  if (section === 'enrich') return <WithGarageListing>{(l) => <EnrichSection listing={l} />}</WithGarageListing>;
  if (section === 'revy') return <RevyPage listingId={listingId} />;
  if (section === 'concierge') return <ConciergeEscalations listingId={listingId} />;
  if (section === 'plans') return <WithGarageListing>{(l) => <PlansPage listing={l} />}</WithGarageListing>;
  const copy = COPY[section];
  return (
    <EmptyState
      illustration={copy.illustration}
      title={copy.title}
      description={copy.description}
      actions={copy.actions(ROUTES.myGarageListing(listingId))}
    />
  );
}
