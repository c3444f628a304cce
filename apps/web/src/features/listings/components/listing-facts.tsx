import { useState, type ReactNode } from 'react';
import { carFeatures, type Listing } from '@revy/shared';
import { keyFacts, vinSpecs, type FactKey } from '../lib/listing-facts';
import {
  CalendarIcon,
  CarIcon,
  DocumentIcon,
  DriveIcon,
  FuelIcon,
  GaugeIcon,
  GearIcon,
  PaletteIcon,
  StarIcon,
} from './listing-icons';

const ICONS: Record<FactKey, ReactNode> = {
  year: <CalendarIcon />,
  mileage: <GaugeIcon />,
  body: <CarIcon />,
  fuel: <FuelIcon />,
  transmission: <GearIcon />,
  drivetrain: <DriveIcon />,
  exterior: <PaletteIcon />,
  interior: <PaletteIcon />,
  title: <DocumentIcon />,
  condition: <StarIcon />,
};

/** Year, mileage, body, fuel... with icons, in a grid that reads at a glance. */
export function KeyFacts({ listing }: { listing: Listing }) {
  const facts = keyFacts(listing);
  if (!facts.length) return null;
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-lg font-bold text-ink">
        Key facts
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3 xl:grid-cols-4">
        {facts.map((f) => (
          // Only dt and dd inside a dl's group (the icon sits in the dt), so screen readers read term and value.
          // On a phone the icon is smaller and the value a size down, so a half-width tile keeps a word like
          // "Automatic" whole (it broke as "Automati / c" at 375 px, issue 19); under 360 px the tiles take the full width.
          <div
            key={f.key}
            className="relative min-w-0 rounded-xl border border-line bg-white p-3 pl-11 sm:pl-[3.75rem]"
          >
            <dt className="text-xs font-medium text-muted">
              <span
                aria-hidden="true"
                className="absolute left-2.5 top-3.5 inline-flex size-7 items-center justify-center rounded-lg bg-primary-soft text-primary sm:left-3 sm:size-9 [&_svg]:size-4 sm:[&_svg]:size-5"
              >
                {ICONS[f.key]}
              </span>
              {f.label}
            </dt>
            <dd className="break-words text-[15px] font-semibold leading-snug text-ink sm:text-base">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SPEC_PREVIEW = 8;

/** What the VIN says (engine, trim, doors...), with the VIN itself. */
export function VinSpecs({ listing }: { listing: Listing }) {
  const [all, setAll] = useState(false);
  const specs = vinSpecs(listing);
  if (!specs.length && !listing.vinValue) return null;
  const shown = all ? specs : specs.slice(0, SPEC_PREVIEW);
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-lg font-bold text-ink">
        Specifications
      </h2>
      {listing.vinValue ? (
        <p className="mt-1 text-sm text-muted">
          VIN <span className="font-mono tracking-wider text-ink">{listing.vinValue}</span>
          {listing.vinInfo ? ' · decoded from the VIN' : ''}
        </p>
      ) : null}
      {shown.length ? (
        <dl className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
          {shown.map((s) => (
            <div key={s.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-2.5 text-sm">
              <dt className="text-muted">{s.label}</dt>
              <dd className="font-medium text-ink">{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {specs.length > SPEC_PREVIEW ? (
        <button
          type="button"
          onClick={() => setAll((a) => !a)}
          aria-expanded={all}
          className="mt-2 text-sm font-semibold text-primary hover:underline"
        >
          {all ? 'Show fewer specs' : `Show all ${specs.length} specs`}
        </button>
      ) : null}
    </section>
  );
}

/** The seller's description and the car's equipment. */
export function ListingDescription({ listing }: { listing: Listing }) {
  const text = listing.description?.trim() || listing.shortDescription?.trim();
  // The car's equipment and its highlights (listing.features without the plan's codes).
  const equipment = Array.isArray((listing.vehicle as Record<string, unknown>).equipment)
    ? ((listing.vehicle as Record<string, unknown>).equipment as string[])
    : [];
  const chips = [...new Set([...carFeatures(listing.features), ...equipment])];
  if (!text && !chips.length) return null;
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading" className="text-lg font-bold text-ink">
        About this car
      </h2>
      {text ? <div className="mt-2 whitespace-pre-line text-pretty leading-relaxed text-ink/90">{text}</div> : null}
      {chips.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Features">
          {chips.map((c) => (
            <li key={c} className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink">
              {c}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
