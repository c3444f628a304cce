import { Link } from 'react-router';
import { HOME_FEATURED_QUERY, ROUTES } from '@revy/shared';
import { useListings, ListingCard } from '../../listings';

/**
 * "Featured cars" on the home page: the six newest published listings. Nothing at all is drawn
 * while they load, when there are none or when the call fails, so the landing page never shows
 * an empty or broken shelf.
 */
export function FeaturedListings() {
  // GET /v1/listing?status=published&size=6&sort=publishedAt,desc: the newest cars (sent with the page, when served).
  const listings = useListings(HOME_FEATURED_QUERY);
  const cars = listings.data?.content ?? [];
  if (!cars.length) return null;
  return (
    <section aria-labelledby="featured-heading" className="below-fold bg-canvas">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-ink">
              Featured cars
            </h2>
            <p className="mt-2 text-muted">Just listed by their owners.</p>
          </div>
          <Link to={ROUTES.showroom} className="text-sm font-semibold text-primary hover:underline">
            See all cars in the showroom →
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cars.map((l) => (
            <li key={l.id}>
              <ListingCard listing={l} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
