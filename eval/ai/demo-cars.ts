import type { KnowledgeFact, ListingFacts } from '../../apps/server/src/adapters/ai/ai-engine';
import { buyerKnowledge, formatDollars, toListingFacts } from '../../apps/server/src/modules/ai';
import { DEMO_CARS } from '../../apps/server/src/seed/demo-listings';
import { DEMO_KNOWLEDGE } from '../../apps/server/src/seed/demo-knowledge';
import { PRIVATE } from './dataset';
import type { CarKey } from './types';

export type DemoListing = { facts: ListingFacts; knowledge: KnowledgeFact[]; privateValues: string[] };

/**
 * The demo cars as an engine sees them: built with the app's own toListingFacts from a row that does hold the
 * private values (offerLowest, ZIP, street), and the demo Knowledge, private entries included, through the app's
 * own buyerKnowledge filter, so the evaluation also checks that what is private is dropped on the way in (take
 * the filter away and the private entries' words show up as leaks).
 */
export function demoListings(): Map<string, DemoListing> {
  const out = new Map<string, DemoListing>();
  DEMO_CARS.forEach((car, i) => {
    const v = car.input.vehicle ?? {};
    const key = `${v.make} ${v.model}` as CarKey;
    const p = PRIVATE[key];
    const id = `00000000-0000-4000-8000-00000000000${i + 1}`;
    const row = {
      id,
      title: car.input.title ?? null,
      price: car.input.price ?? null,
      priceExplanation: car.input.priceExplanation ?? null,
      description: car.input.description ?? null,
      shortDescription: car.input.shortDescription ?? null,
      features: car.input.features ?? [],
      vehicle: v,
      location: { ...car.input.location, zip: p.zip, street: p.street },
      offerLowest: p.offerLowest,
      offerMethods: car.input.offerMethods ?? [],
      offerRequirements: car.input.offerRequirements ?? null,
      vinValue: car.input.vinValue ?? null,
      // As the seed leaves them: published when the car has a plan, else a draft; none sold.
      status: car.publish ? 'published' : 'unpublishedDraft',
      saleStatus: 'unsold',
    } as unknown as Parameters<typeof toListingFacts>[0];
    const facts = toListingFacts(row, { tags: ['photo', 'exterior', 'interior'], count: 6 }, 'Sam');
    const knowledge = buyerKnowledge(
      (DEMO_KNOWLEDGE[key] ?? []).map((k, j) => ({
        id: `${key}-${j}`,
        type: 'enrich',
        category: k.category,
        question: k.question,
        content: k.content,
        isPrivate: k.isPrivate ?? false,
      })),
    );
    const dollars = formatDollars(p.offerLowest);
    const privateValues = [
      dollars,
      dollars.replace(/[$,]/g, ''),
      String(p.offerLowest / 100),
      p.zip,
      p.street,
      p.email,
      p.phone,
      p.phone.replace(/\D/g, '').slice(-7),
      ...p.knowledge,
    ];
    out.set(key, { facts, knowledge, privateValues });
  });
  return out;
}
