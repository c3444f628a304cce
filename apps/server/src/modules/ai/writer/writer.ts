import { shortTitle, type GeneratedContent, type GeneratedPart } from '@revy/shared';
import type { KnowledgeFact, ListingFacts, WriteInput } from '../../../adapters/ai/ai-engine';
import { NONE } from './answer-sentences';
import { keepsFacts } from './consistency';
import { writeDescription } from './description';
import { sellerAnswers, type EnrichAnswers } from './enrich-answers';
import { proposeFeatures } from './features';
import { formatMiles, inline, listJoin, placeName, sentence, titleStatusText, vehicleName } from './format';
import { varietyFor } from './variety';

/**
 * The built-in listing writer: sentences from the vehicle fields, every public answer of the seller's (guided,
 * FAQ or correction, placed by meaning: knowledge-slots.ts) and the photos' tags (issue 15: reads like a good human listing). Deterministic: the same facts give the same text, and
 * the wording varies between listings by a seed taken from the listing (variety.ts), never by chance. Seller
 * answers are told only when they agree with the vehicle fields and with each other (consistency.ts), so the text
 * never states another year, make, mileage, title, transmission, fuel, drive, colour, owner count or accident
 * history than the listing. Private knowledge never reaches it (ai's buyerKnowledge).
 */
export function writeListingText(input: WriteInput): GeneratedContent {
  const { facts } = input;
  const seller = sellerAnswers(input.knowledge);
  const answers = seller.byKey;
  const pick = varietyFor(facts);
  const wants = (part: GeneratedPart) => input.parts.includes(part);
  const title = wants('title') ? writeTitle(facts) : facts.title?.trim() || writeTitle(facts);
  return {
    title,
    shortTitle: shortTitle(title),
    description: wants('description') ? writeDescription(facts, seller, pick) : (facts.description ?? ''),
    shortDescription: wants('shortDescription')
      ? writeShortDescription(facts, answers)
      : (facts.shortDescription ?? ''),
    features: wants('features') ? proposeFeatures(facts, input.knowledge, answers) : facts.features,
    priceExplanation: wants('priceExplanation')
      ? writePriceExplanation(facts, answers)
      : (facts.priceExplanation ?? ''),
  };
}

/** "2019 Toyota RAV4 XLE AWD": the name, with the drive when it is one buyers search for. */
export function writeTitle(facts: ListingFacts): string {
  const name = vehicleName(facts);
  if (!name) return 'Car for sale';
  const drive = facts.vehicle.drivetrain?.toUpperCase();
  const searched = drive === 'AWD' || drive === '4WD' ? ` ${drive === '4WD' ? '4x4' : drive}` : '';
  return `${name}${name.toUpperCase().includes(drive ?? '\u0000') ? '' : searched}`.slice(0, 200);
}

/** One line for cards: "2019 Toyota RAV4 XLE: 41,200 miles, clean title, AWD, automatic, no accidents. In San Jose, CA." */
function writeShortDescription(facts: ListingFacts, a: EnrichAnswers): string {
  const v = facts.vehicle;
  const ok = (key: string) => {
    const answer = a.get(key);
    return answer && keepsFacts(answer, facts, a) ? answer.toLowerCase() : null;
  };
  const owners = ok('title.owners');
  const bits = [
    v.mileage != null ? formatMiles(v.mileage) : null,
    v.titleStatus ? titleStatusText(v.titleStatus).replace(/^an? /, '') : null,
    v.drivetrain,
    v.transmission && v.transmission.toLowerCase() !== 'other'
      ? /^[A-Z]{2,}$/.test(v.transmission)
        ? v.transmission
        : v.transmission.toLowerCase()
      : null,
    ok('accidents.accident') === 'never' ? 'no accidents' : null,
    owners === '1' ? 'one owner' : null,
  ].filter((s): s is string => !!s);
  const name = vehicleName(facts) ?? 'Car for sale';
  const place = placeName(facts);
  const text = `${bits.length ? `${name}: ${listJoin(bits)}.` : sentence(name)}${place ? ` In ${place}.` : ''}`;
  return text.slice(0, 1000);
}

function writePriceExplanation(facts: ListingFacts, a: EnrichAnswers): string {
  const quoted = [a.get('price.why'), a.get('maintenance.majorWork')].filter(
    (t): t is string => !!t && !NONE.test(t) && keepsFacts(t, facts, a),
  );
  const parts = quoted.length ? [sentence(`Priced with this in mind: ${inline(quoted[0]!)}`)] : [];
  if (facts.vehicle.mileage != null)
    parts.push(
      `The price reflects ${formatMiles(facts.vehicle.mileage)} on the odometer${facts.vehicle.titleStatus ? ` and ${titleStatusText(facts.vehicle.titleStatus)}` : ''}.`,
    );
  const payment = a.get('price.payment');
  if (payment && !NONE.test(payment) && keepsFacts(payment, facts, a))
    parts.push(sentence(`Payment: ${inline(payment)}`));
  else if (facts.offerMethods.length)
    parts.push(sentence(`The seller accepts ${listJoin(facts.offerMethods.map((m) => m.toLowerCase()))}`));
  return parts.join(' ').slice(0, 5000);
}

export type { KnowledgeFact };
