import { FeaturedListings } from './featured-listings';
import { CtaBand, HowItWorks, Hero } from './marketing-sections';

/** `/`: the landing page (the route's loader first applies the landing rule of spec 2). */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedListings />
      <HowItWorks />
      <CtaBand />
    </>
  );
}
