import type { KnowledgeFact, ListingFacts } from '../../../adapters/ai/ai-engine';
import { answerSentence } from '../writer/answer-sentences';
import { enrichKeyOf } from '../writer/enrich-answers';
import {
  formatDollars,
  formatMiles,
  listJoin,
  placeName,
  sentence,
  titleStatusText,
  vehicleName,
} from '../writer/format';

/**
 * One retrievable fact: `text` is what the assistant says when it is the best match, `terms`
 * the vocabulary it is found by (its own words plus the concept's), `ref` what is cited.
 */
export type FactDocument = {
  source: 'listing' | 'knowledge';
  ref: string;
  label: string;
  text: string;
  terms: string;
};

/** Each vehicle and listing field as a plain sentence with its own retrieval vocabulary. */
export function listingDocuments(facts: ListingFacts): FactDocument[] {
  const v = facts.vehicle;
  const docs: FactDocument[] = [];
  // Found by its own vocabulary and its text; `termsOnly` when the text's words would make it an answer to other
  // questions (the photos' tags say "interior", which must not answer "how is the interior?").
  const add = (ref: string, label: string, text: string, terms: string, termsOnly = false) =>
    docs.push({ source: 'listing', ref, label, text: sentence(text), terms: termsOnly ? terms : `${terms} ${text}` });
  // The headline buyers see on the listing ("great commuter, 38 mpg"); not worded "title", which is the
  // title-status concept (lien, salvage).
  if (facts.title) add('title', 'Listing headline', `The listing says: ${facts.title}`, 'headline');
  const name = vehicleName(facts);
  if (name) add('vehicle', 'Vehicle', `It is a ${name}`, 'year make model trim what kind');
  if (v.year) add('vehicle.year', 'Year', `It is a ${v.year} model`, 'year model year old age');
  if (v.trim) add('vehicle.trim', 'Trim', `The trim is ${v.trim}`, 'trim version edition');
  if (v.mileage != null)
    add('vehicle.mileage', 'Mileage', `It has ${formatMiles(v.mileage)} on the odometer`, 'mileage odometer');
  if (facts.price != null)
    add('price', 'Price', `The asking price is ${formatDollars(facts.price)}`, 'price cost asking');
  if (facts.priceExplanation)
    add(
      'priceExplanation',
      'Price explanation',
      `About the price: ${facts.priceExplanation}`,
      'price why priced reasoning',
    );
  if (v.titleStatus)
    add('vehicle.titleStatus', 'Title status', `It has ${titleStatusText(v.titleStatus)}`, 'title status branded');
  if (v.condition) add('vehicle.condition', 'Condition', `The listed condition is ${v.condition}`, 'condition overall');
  if (v.transmission)
    add(
      'vehicle.transmission',
      'Transmission',
      `It has a${/^[aeiou]/i.test(v.transmission) ? 'n' : ''} ${v.transmission.toLowerCase()} transmission`,
      'transmission',
    );
  if (v.drivetrain)
    // Not "wheel": "what wheels are on it" asks about rims; the phrases read "all-wheel drive" as the drivetrain.
    add('vehicle.drivetrain', 'Drivetrain', `The drivetrain is ${v.drivetrain}`, 'drivetrain drive');
  if (v.engine) add('vehicle.engine', 'Engine', `The engine is a ${v.engine}`, 'engine');
  // Not "it runs on": "runs" is how buyers ask whether it has mechanical problems.
  // Not "it runs on": "runs" is how buyers ask whether it has mechanical problems.
  if (v.fuelType) add('vehicle.fuelType', 'Fuel type', `The fuel type is ${v.fuelType.toLowerCase()}`, 'fuel type');
  if (v.bodyType) add('vehicle.bodyType', 'Body type', `It is a ${v.bodyType.toLowerCase()}`, 'body type style');
  if (v.exteriorColor || v.interiorColor) {
    const colors = [
      v.exteriorColor ? `${v.exteriorColor} outside` : null,
      v.interiorColor ? `${v.interiorColor} inside` : null,
    ].filter(Boolean) as string[];
    // Found by color words; "inside"/"outside" in the text already say which, and more would make the colors an
    // answer to "how is the interior?".
    add('vehicle.colors', 'Colors', `It is ${listJoin(colors)}`, 'color');
  }
  if (v.doors) add('vehicle.doors', 'Doors', `It has ${v.doors} doors`, 'doors');
  if (v.seats) add('vehicle.seats', 'Seats', `It seats ${v.seats}`, 'seats');
  if (v.equipment?.length)
    add(
      'vehicle.equipment',
      'Equipment',
      `Its equipment includes ${listJoin(v.equipment)}`,
      'equipment features options',
    );
  if (facts.features.length)
    add('features', 'Features', `Listed features: ${listJoin(facts.features)}`, 'equipment features');
  const place = placeName(facts);
  if (place) add('location', 'Location', `The car is in ${place}`, 'location where');
  const availability = availabilityText(facts);
  if (availability) add('availability', 'Availability', availability, 'availability still');
  if (facts.vin)
    add(
      'vinValue',
      'VIN',
      `The VIN is ${facts.vin}; you can use it to look up a vehicle history report`,
      'vin number report',
    );
  if (facts.photoCount) {
    const tags = facts.photoTags.filter((t) => t !== 'photo');
    add(
      'photos',
      'Photos',
      `The listing has ${facts.photoCount} photo${facts.photoCount === 1 ? '' : 's'}${tags.length ? ` showing ${listJoin(tags)}` : ''}`,
      'photo photos listing',
      true,
    );
  }
  if (facts.offerMethods.length)
    add(
      'offerMethods',
      'Payment',
      `The seller accepts ${listJoin(facts.offerMethods.map(offerMethodText))}`,
      'payment pay',
    );
  if (facts.offerRequirements)
    add(
      'offerRequirements',
      'Offer requirements',
      `The seller asks of buyers: ${facts.offerRequirements}`,
      'requirements payment',
    );
  if (facts.shortDescription) add('shortDescription', 'Summary', facts.shortDescription, 'summary');
  // The seller's own description, sentence by sentence: "garage kept" answers a question too.
  for (const s of (facts.description ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 3)) {
    add('description', 'Description', s, '');
  }
  return docs;
}

/** What the listing's state says about buying it now; the assistant only answers on live listings. */
function availabilityText(facts: ListingFacts): string | null {
  if (facts.saleStatus === 'sold') return 'It has been sold, so it is no longer for sale';
  if (facts.status === 'published') return 'Yes, it is still for sale: the listing is live and the car is not sold';
  if (facts.status) return 'The listing is not live at the moment, so it is not for sale right now';
  return null;
}

const offerMethodText = (m: string) =>
  m
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A Knowledge entry: found by its question, its set's topic words and its answer. */
export function knowledgeDocuments(knowledge: KnowledgeFact[], topics: Map<string, string>): FactDocument[] {
  return knowledge
    .filter((k) => k.content.trim())
    .map((k) => {
      const topic = topics.get(`${k.category ?? ''}|${k.question ?? ''}`) ?? '';
      const answer = k.content.trim();
      const text = knowledgeText(k, answer);
      return {
        source: 'knowledge' as const,
        ref: k.id,
        label: k.question?.trim() || k.category || 'Knowledge',
        text,
        // The guided question without its examples in parentheses: "Any major work done (brakes, transmission,
        // suspension, engine)?" answered "Clutch replaced…" says nothing about the brakes or the engine, so "when were
        // the brakes done" or "is it a v8" must not find it; the question's topic still names what it is about.
        terms: `${topic} ${(k.question ?? '').replace(/\([^)]*\)/g, ' ')} ${answer}`,
      };
    });
}

/**
 * What the assistant says for a Knowledge entry: a guided answer as the sentence a seller would write ("It has had
 * two owners.", "Two keys come with it.", the listing writer's answer-sentences.ts), keeping its subject and unit;
 * a correction or a note in the seller's own words; any other answer after its question, read as the seller's.
 */
function knowledgeText(k: KnowledgeFact, answer: string): string {
  const key = enrichKeyOf(k);
  const natural = key ? answerSentence(key, answer) : null;
  if (natural) return natural;
  if (k.type === 'correction' || !k.question?.trim()) return sentence(answer);
  return `${sentence(k.question.trim())} ${sentence(`The seller says: ${answer}`)}`;
}
