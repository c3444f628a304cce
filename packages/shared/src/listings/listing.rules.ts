import { PLAN_FEATURES } from '../payments/plan-features';
import type { ListingStatus, SaleStatus } from './listing.schema';

/** Spec 4: publish intent true sets published; false sets unpublished. */
export function statusForPublishIntent(intent: boolean): ListingStatus {
  return intent ? 'published' : 'unpublished';
}

/** Spec 4: publish intent means status is published. */
export function hasPublishIntent(listing: { status: ListingStatus }): boolean {
  return listing.status === 'published';
}

/** Spec 4: outcome sold sets sold; outcome hold sets unsold. */
export function saleStatusForOutcome(outcome: 'sold' | 'hold'): SaleStatus {
  return outcome === 'sold' ? 'sold' : 'unsold';
}

export type ListingReadinessInput = {
  title?: string | null;
  price?: number | null;
  vehicle?: { year?: number | null; make?: string | null; model?: string | null; mileage?: number | null } | null;
  location?: { zip?: string | null } | null;
  photoCount?: number;
};

export type ReadinessProblem = { field: string; message: string };

/**
 * What a listing still needs before it can be published. The server refuses to publish while
 * this is not empty; the publish page shows the same list as a checklist.
 */
export function publishProblems(l: ListingReadinessInput): ReadinessProblem[] {
  const problems: ReadinessProblem[] = [];
  const v = l.vehicle ?? {};
  if (!v.year || !v.make || !v.model) problems.push({ field: 'vehicle', message: 'Add the year, make and model' });
  if (v.mileage === null || v.mileage === undefined)
    problems.push({ field: 'vehicle.mileage', message: 'Add the mileage' });
  if (!l.price || l.price <= 0) problems.push({ field: 'price', message: 'Set an asking price' });
  if (!l.location?.zip)
    problems.push({ field: 'location.zip', message: 'Add the ZIP code where buyers can see the car' });
  if ((l.photoCount ?? 0) < 1) problems.push({ field: 'photos', message: 'Add at least one photo' });
  return problems;
}

/** A listing's display title: its own title, else "year make model trim". */
export function listingDisplayTitle(l: {
  title?: string | null;
  vehicle?: { year?: number | null; make?: string | null; model?: string | null; trim?: string | null } | null;
}): string {
  if (l.title?.trim()) return l.title.trim();
  const v = l.vehicle ?? {};
  const parts = [v.year, v.make, v.model, v.trim].filter(
    (p) => p !== null && p !== undefined && String(p).trim() !== '',
  );
  return parts.length ? parts.join(' ') : 'Untitled car';
}

/**
 * listing.features holds two things (spec 3 gives one field): the active plan's codes
 * (PLAN_FEATURES: PUBLISH_14, pubCL…, set only by plan activation) and the car's highlights the
 * seller or the listing writer chose ("One owner", "New tires"). Buyers see only the highlights.
 */
export const isPlanFeature = (f: string): boolean => (PLAN_FEATURES as readonly string[]).includes(f);
export const carFeatures = (features: readonly string[] | null | undefined): string[] =>
  (features ?? []).filter((f) => !isPlanFeature(f));
