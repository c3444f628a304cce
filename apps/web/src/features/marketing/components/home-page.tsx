import { CompareTray } from '../../compare';
import { RecentlyViewed } from '../../listings';
import { FeaturedListings } from './featured-listings';
import { CtaBand, HowItWorks, Hero } from './marketing-sections';

/** `/`: the landing page (the route's loader first applies the landing rule of spec 2). */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedListings />
      {/* Issue 19: the cars this device opened (nothing for a first visit), below the fold so nothing moves. */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 [&>section]:mb-12">
        <RecentlyViewed />
      </div>
      <HowItWorks />
      <CtaBand />
      <CompareTray />
    </>
  );
}
