import { canonicalFeature, featuresIn, PLAN_FEATURES } from '@revy/shared';
import type { KnowledgeFact, ListingFacts } from '../../../adapters/ai/ai-engine';
import type { EnrichAnswers } from './enrich-answers';

/** A listing feature is at most 50 characters (listing schema). */
const MAX_FEATURE = 50;

/**
 * The car's equipment as the listing names it: the seller's own features first, in their words, then the VIN
 * decode's and the seller's equipment in the vocabulary's (car-features.ts), each once. Plan codes (pubCL…) are
 * never the car's.
 */
export function equipmentNames(facts: ListingFacts): string[] {
  const plan = new Set<string>(PLAN_FEATURES);
  const out = new Map<string, string>();
  const add = (name: string) => {
    const text = name.trim().slice(0, MAX_FEATURE);
    if (text && !plan.has(text) && !out.has(text.toLowerCase())) out.set(text.toLowerCase(), text);
  };
  for (const f of facts.features) add(f);
  for (const e of facts.vehicle.equipment ?? []) add(canonicalFeature(e));
  return [...out.values()];
}

/** Positive answers to a yes/no question ("Does it have a tow hitch?" "Yes, rated for 1,500 lb."). */
const AFFIRMATIVE = /^(yes|yep|yeah|it does|it has|comes with|included|includes)\b/i;

/** What the seller's answers say the car has, in the vocabulary's names. */
function knowledgeFeatures(knowledge: KnowledgeFact[], answers: EnrichAnswers): string[] {
  const found: string[] = [];
  for (const key of ['keys.extras', 'keys.modifications', 'condition.interior']) {
    const a = answers.get(key);
    if (a) found.push(...featuresIn(a));
  }
  if (answers.get('tires.age')?.toLowerCase() === 'under 1 year') found.push('New tires');
  if (answers.get('maintenance.charging')?.toLowerCase() === 'cable and home charger') found.push('Home charger');
  for (const k of knowledge) {
    if (k.type === 'enrich' || (k as { isPrivate?: boolean }).isPrivate) continue;
    if (AFFIRMATIVE.test(k.content.trim())) found.push(...featuresIn(`${k.question ?? ''} ${k.content}`));
  }
  return found;
}

/** What buyers filter by that the vehicle fields hold: the driven wheels when all of them are, a manual, the fuel. */
function drivingFeatures(facts: ListingFacts): string[] {
  const v = facts.vehicle;
  const out: string[] = [];
  const drive = v.drivetrain?.toUpperCase();
  if (drive === 'AWD') out.push('All-wheel drive (AWD)');
  if (drive === '4WD') out.push('Four-wheel drive (4x4)');
  if (v.transmission?.toLowerCase() === 'manual') out.push('Manual transmission');
  if (v.fuelType && /hybrid|electric|diesel/i.test(v.fuelType)) out.push(v.fuelType);
  return out;
}

/**
 * The features the writer proposes (issue 15: "filled from the decoded equipment and the knowledge base"): what
 * the listing already has, kept, completed from the equipment, the seller's public answers and the drive.
 */
export function proposeFeatures(facts: ListingFacts, knowledge: KnowledgeFact[], answers: EnrichAnswers): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of [...equipmentNames(facts), ...knowledgeFeatures(knowledge, answers), ...drivingFeatures(facts)]) {
    const text = f.trim().slice(0, MAX_FEATURE);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out.slice(0, 50);
}
