import type { Listing } from '@revy/shared';
import { carSnapshot } from '../lib/car-snapshot';
import { pickForCompare, unpickForCompare, useCompare } from '../lib/compare-state';
import { CheckIcon, CompareIcon } from './listing-icons';

/**
 * "Compare" on a card or a car's page (issue 19): a toggle button, pressed while the car is among the buyer's picks.
 * A fourth car is refused; the compare tray says why. `overlay` is the small chip over a card's photo.
 */
export function CompareToggle({ listing, overlay = false }: { listing: Listing; overlay?: boolean }) {
  const { cars } = useCompare();
  const on = cars.some((c) => c.id === listing.id);
  const title = carSnapshot(listing).title;
  const look = overlay
    ? `relative z-10 inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-semibold shadow-sm backdrop-blur transition ${
        on ? 'bg-primary text-white' : 'bg-white/90 text-ink hover:bg-white'
      }`
    : `inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors ${
        on ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-white text-ink hover:bg-primary-soft'
      }`;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Compare ${title}`}
      onClick={(e) => {
        // On a card the whole card is a link: the chip must not open the car.
        e.preventDefault();
        e.stopPropagation();
        if (on) unpickForCompare(listing.id);
        else pickForCompare(carSnapshot(listing));
      }}
      className={`${look} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2`}
    >
      {on ? <CheckIcon className="h-4 w-4" /> : <CompareIcon className="h-4 w-4" />}
      {/* One name whatever the state (aria-pressed says it), holding the visible word. */}
      <span aria-hidden="true">Compare</span>
    </button>
  );
}
