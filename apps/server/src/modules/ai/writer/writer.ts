import { PLAN_FEATURES, shortTitle, type GeneratedContent, type GeneratedPart } from '@revy/shared';
import type { KnowledgeFact, ListingFacts, WriteInput } from '../../../adapters/ai/ai-engine';
import { formatMiles, listJoin, placeName, sentence, titleStatusText, vehicleName } from './format';
import { enrichAnswers, type EnrichAnswers } from './enrich-answers';
import { keepsFacts } from './consistency';

/**
 * The built-in listing writer: plain sentences from the vehicle fields, the seller's guided
 * answers and the photos' tags. Deterministic (same facts, same text): what varies is which
 * facts exist, never a random pick. Seller answers are quoted only when they do not contradict
 * the vehicle fields (consistency.ts), so the text never states another year, make, model,
 * mileage or title status than the listing.
 */
export function writeListingText(input: WriteInput): GeneratedContent {
  const { facts } = input;
  const answers = enrichAnswers(input.knowledge);
  const wants = (part: GeneratedPart) => input.parts.includes(part);
  const title = wants('title') ? writeTitle(facts) : facts.title?.trim() || writeTitle(facts);
  return {
    title,
    shortTitle: shortTitle(title),
    description: wants('description') ? writeDescription(facts, answers) : (facts.description ?? ''),
    shortDescription: wants('shortDescription')
      ? writeShortDescription(facts, answers)
      : (facts.shortDescription ?? ''),
    features: wants('features') ? writeFeatures(facts) : facts.features,
    priceExplanation: wants('priceExplanation')
      ? writePriceExplanation(facts, answers)
      : (facts.priceExplanation ?? ''),
  };
}

export function writeTitle(facts: ListingFacts): string {
  return (vehicleName(facts) ?? 'Car for sale').slice(0, 200);
}

function writeDescription(facts: ListingFacts, a: EnrichAnswers): string {
  const v = facts.vehicle;
  const name = vehicleName(facts) ?? 'This car';
  const quote = (text: string | undefined) => (text && keepsFacts(text, facts) ? sentence(text) : null);
  const paragraphs: string[] = [];

  const intro = [
    `For sale: ${name === 'This car' ? 'this car' : `a ${name}`}${v.mileage != null ? ` with ${formatMiles(v.mileage)} on the odometer` : ''}.`,
  ];
  const build = [
    v.engine ? `a ${v.engine} engine` : null,
    v.transmission
      ? `${/^[aeiou]/i.test(v.transmission) ? 'an' : 'a'} ${v.transmission.toLowerCase()} transmission`
      : null,
    v.drivetrain ? `${v.drivetrain} drivetrain` : null,
  ].filter(Boolean) as string[];
  const body = v.bodyType ? `a ${v.bodyType.toLowerCase()}` : 'It';
  if (build.length)
    intro.push(
      `${v.bodyType ? `It is ${body} with` : 'It has'} ${listJoin(build)}${v.fuelType ? `, ${fuelPhrase(v.fuelType)}` : ''}.`,
    );
  else if (v.bodyType) intro.push(`It is ${body}${v.fuelType ? ` ${fuelPhrase(v.fuelType)}` : ''}.`);
  else if (v.fuelType && !v.bodyType) intro.push(`It runs on ${v.fuelType.toLowerCase()}.`);
  if (v.exteriorColor || v.interiorColor) {
    // Colours read as words mid-sentence ("white outside with a black interior").
    const ext = v.exteriorColor?.toLowerCase();
    const int = v.interiorColor?.toLowerCase();
    intro.push(
      `${ext ? `${ext} outside` : ''}${ext && int ? ' with ' : ''}${int ? `a ${int} interior` : ''}.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
    );
  }
  paragraphs.push(intro.join(' '));

  const condition = [
    a.get('condition.overall')
      ? `The seller rates its overall condition as ${a.get('condition.overall')!.toLowerCase()}.`
      : v.condition
        ? `Listed condition: ${v.condition}.`
        : null,
    labelled('Exterior', quote(a.get('condition.exterior'))),
    labelled('Interior', quote(a.get('condition.interior'))),
    labelled('Mechanical', quote(a.get('condition.mechanical'))),
    labelled('Smoking and pets', quote(a.get('condition.smoker'))),
  ].filter(Boolean);
  if (condition.length) paragraphs.push(condition.join(' '));

  const history = [
    labelled('Service records', quote(a.get('maintenance.records'))),
    labelled('Last service', quote(a.get('maintenance.lastService'))),
    labelled('Major work', quote(a.get('maintenance.majorWork'))),
    labelled('Accidents', quote(a.get('accidents.accident'))),
    labelled('Accident details', quote(a.get('accidents.details'))),
    v.titleStatus ? `It has ${titleStatusText(v.titleStatus)}.` : null,
    labelled('Owners', quote(a.get('title.owners'))),
    labelled('Loan', quote(a.get('title.lien'))),
  ].filter(Boolean);
  if (history.length) paragraphs.push(history.join(' '));

  const equipment = equipmentList(facts).slice(0, 12);
  if (equipment.length) paragraphs.push(`Equipment includes ${listJoin(equipment)}.`);

  const extras = [
    labelled('Tire tread', quote(a.get('tires.tread'))),
    labelled('Keys', quote(a.get('keys.count'))),
    labelled('Included', quote(a.get('keys.extras'))),
  ].filter(Boolean);
  if (extras.length) paragraphs.push(extras.join(' '));

  const photoTags = [...new Set(facts.photoTags.filter((t) => t !== 'photo'))];
  if (facts.photoCount)
    paragraphs.push(
      `${facts.photoCount} photo${facts.photoCount === 1 ? '' : 's'}${photoTags.length ? ` show the ${listJoin(photoTags)}` : ' are attached'}.`,
    );

  const closing = [
    quote(a.get('reason.why')) ? `Why it is for sale: ${quote(a.get('reason.why'))}` : null,
    placeName(facts) ? `The car is in ${placeName(facts)}.` : null,
  ].filter(Boolean);
  if (closing.length) paragraphs.push(closing.join(' '));
  return paragraphs.join('\n\n').slice(0, 20_000);
}

function writeShortDescription(facts: ListingFacts, a: EnrichAnswers): string {
  const v = facts.vehicle;
  const bits = [
    vehicleName(facts),
    v.mileage != null ? formatMiles(v.mileage) : null,
    v.titleStatus ? titleStatusText(v.titleStatus).replace(/^an? /, '') : null,
    v.transmission?.toLowerCase(),
    v.drivetrain,
    a.get('accidents.accident') && /never|no\b/i.test(a.get('accidents.accident')!) ? 'no accidents' : null,
    placeName(facts),
  ].filter(Boolean) as string[];
  return sentence(bits.length ? bits.join(', ') : 'Car for sale').slice(0, 1000);
}

function equipmentList(facts: ListingFacts): string[] {
  const plan = new Set<string>(PLAN_FEATURES);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of [...(facts.vehicle.equipment ?? []), ...facts.features]) {
    const text = item.trim().slice(0, 50);
    const key = text.toLowerCase();
    if (!text || plan.has(text) || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

function writeFeatures(facts: ListingFacts): string[] {
  const v = facts.vehicle;
  const derived = [
    v.drivetrain,
    v.transmission ? `${v.transmission} transmission` : null,
    v.fuelType && /hybrid|electric|diesel/i.test(v.fuelType) ? v.fuelType : null,
  ];
  return [
    ...new Set([...equipmentList(facts), ...(derived.filter(Boolean) as string[]).map((d) => d.slice(0, 50))]),
  ].slice(0, 50);
}

function writePriceExplanation(facts: ListingFacts, a: EnrichAnswers): string {
  const quoted = [a.get('price.why'), a.get('maintenance.majorWork')].filter(
    (t): t is string => !!t && keepsFacts(t, facts),
  );
  const parts = quoted.length ? [`Priced with this in mind: ${sentence(quoted[0]!)}`] : [];
  if (facts.vehicle.mileage != null)
    parts.push(
      `The price reflects ${formatMiles(facts.vehicle.mileage)} on the odometer${facts.vehicle.titleStatus ? ` and ${titleStatusText(facts.vehicle.titleStatus)}` : ''}.`,
    );
  if (a.get('price.payment') && keepsFacts(a.get('price.payment')!, facts))
    parts.push(`Payment: ${sentence(a.get('price.payment')!)}`);
  return parts.join(' ').slice(0, 5000);
}

const labelled = (label: string, text: string | null) => (text ? `${label}: ${text}` : null);

export type { KnowledgeFact };

/** "fully electric", "with a hybrid powertrain", "running on gasoline": how the fuel reads in a sentence. */
function fuelPhrase(fuel: string): string {
  const f = fuel.toLowerCase();
  if (f === 'electric') return 'fully electric';
  if (f.includes('hybrid')) return `with a ${f} powertrain`;
  return `running on ${f}`;
}
