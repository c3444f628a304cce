import { count, inline, sentence } from './format';

/**
 * The seller's guided answers (enrich-answers.ts: "formId.key" → answer) as sentences a listing can carry. A choice
 * answer becomes a plain sentence ("2" keys → "Two keys come with it."), a free answer is quoted after a short lead
 * ("Last service: January 2026 at the Toyota dealer."). "Not sure" and the like say nothing a buyer can use and
 * are left out. Free answers reach here only once consistency.ts found they agree with the vehicle fields.
 */
type Render = (answer: string) => string | null;

/** Answers that tell a buyer nothing; the writer says nothing for them. */
export const UNSURE = /^(not sure|unsure|don'?t know|no idea|n\/?a|-+|\?+)[.!]?$/i;
/**
 * An answer that says only "none" ("None", "No.", "None, all stock"): anything more ("No, but new brakes at
 * 40,000 miles") is the seller's information and is quoted.
 */
export const NONE = /^(none|no|nothing|nope|n\/a)\b[\s,.;:-]*(all stock|stock|all original|original)?[.!]?$/i;
const numberOf = (a: string) => (/^\d+$/.test(a.trim()) ? Number(a.trim()) : null);

/** A bare yes, no or none: after a lead it says nothing ("Brakes: none."), so its question is kept instead. */
export const BARE = /^(yes|yep|yeah|no|nope|none|nothing)[.!]?$/i;

/** A free answer after a lead: "Last service: January 2026 at the dealer." */
const lead =
  (label: string): Render =>
  (a) =>
    BARE.test(a) ? null : sentence(`${label}: ${inline(a)}`);

/** Choice answers by their option text (enrich.forms.ts), lower-cased. */
const choice =
  (table: Record<string, string | null>, fallback?: Render): Render =>
  (a) => {
    const hit = table[a.trim().toLowerCase()];
    if (hit !== undefined) return hit;
    return fallback ? fallback(a) : null;
  };

export const ANSWER_SENTENCES: Record<string, Render> = {
  'condition.overall': (a) =>
    a.toLowerCase() === 'needs work'
      ? 'By the seller’s own account it needs some work.'
      : `The seller rates its overall condition as ${inline(a)}.`,
  'condition.exterior': (a) =>
    NONE.test(a) ? 'No scratches, dents or paint work to report.' : lead('On the outside')(a),
  'condition.interior': lead('Inside'),
  'condition.mechanical': (a) => (NONE.test(a) ? 'No mechanical problems or warning lights.' : lead('Mechanically')(a)),
  'condition.smoker': choice({
    'no smoking, no pets': 'No smoking and no pets: it is a smoke-free, pet-free car.',
    'pets only': 'It has carried pets only; nobody has smoked in it.',
    'smoked in': 'It has been smoked in.',
  }),
  'maintenance.records': choice({
    'full records': 'Full service records come with it.',
    'some records': 'Some service records are available.',
    'no records': 'There are no service records.',
  }),
  'maintenance.lastService': lead('Last service'),
  'maintenance.oil': lead('Oil changes'),
  'maintenance.battery': lead('Battery'),
  'maintenance.majorWork': (a) => (NONE.test(a) ? 'No major work has been done or needed.' : lead('Work done')(a)),
  'maintenance.timingBelt': choice({
    replaced: 'The timing belt has been replaced.',
    'not yet due': 'The timing belt is not yet due.',
    'has a chain': 'It has a timing chain, so there is no belt to replace.',
  }),
  'maintenance.charging': choice({
    'cable and home charger': 'The charging cable and a home charger come with it.',
    'cable only': 'It comes with the charging cable only.',
    neither: 'Neither a charging cable nor a home charger comes with it.',
  }),
  'accidents.accident': choice({
    never: 'It has never been in an accident.',
    'minor, repaired': 'It had a minor accident, since repaired.',
    'major, repaired': 'It had a major accident, since repaired.',
  }),
  'accidents.details': lead('What happened'),
  'accidents.flood': choice({
    no: 'No flood, fire or hail damage.',
    yes: 'It has had flood, fire or hail damage; ask the seller for details.',
  }),
  'accidents.airbags': choice({ no: 'The airbags have never deployed.', yes: 'The airbags have deployed before.' }),
  'title.inHand': choice({
    'yes, in my name': 'The seller has the title in hand, in their name.',
    'yes, not in my name': 'The title is in hand, though not in the seller’s name.',
    'no, the lender has it': 'The lender holds the title until the loan is paid off.',
  }),
  'title.lien': choice({
    'no loan': 'There is no loan on it.',
    'yes, i will pay it off at sale': 'There is a loan; the seller will pay it off at the sale.',
  }),
  'title.owners': (a) => {
    if (a.toLowerCase() === '4 or more') return 'It has had four or more owners.';
    const n = numberOf(a);
    return n ? `It has had ${count(n, 'owner')}.` : null;
  },
  'title.registration': lead('Registration'),
  'tires.age': choice({
    'under 1 year': 'The tires are under a year old.',
    '1-3 years': 'The tires are one to three years old.',
    'over 3 years': 'The tires are over three years old.',
  }),
  'tires.tread': choice({
    'like new': 'The tread is like new.',
    plenty: 'The tires have plenty of tread left.',
    'about half': 'The tires have about half their tread left.',
    'due soon': 'The tires are due for replacement soon.',
  }),
  'tires.brakes': lead('Brakes'),
  'tires.spare': choice({
    'full-size spare': 'A full-size spare comes with it.',
    'compact spare': 'A compact spare comes with it.',
    'repair kit': 'A tire repair kit comes with it instead of a spare.',
    none: 'There is no spare tire.',
  }),
  'keys.count': (a) => {
    if (a.toLowerCase() === '3 or more') return 'Three or more keys come with it.';
    const n = numberOf(a);
    return n ? sentence(`${count(n, 'key')} ${n === 1 ? 'comes' : 'come'} with it`) : null;
  },
  'keys.manuals': choice({ yes: 'The owner’s manual is included.', no: 'The owner’s manual is not included.' }),
  'keys.extras': (a) => (NONE.test(a) ? 'Nothing else is included.' : lead('Also included')(a)),
  'keys.modifications': (a) =>
    NONE.test(a)
      ? /stock|original/i.test(a)
        ? 'No modifications: it is all stock.'
        : 'It has no modifications or aftermarket parts.'
      : lead('Modifications')(a),
  'reason.why': lead('Why it is for sale'),
  'reason.ownedFor': choice({
    'under 1 year': 'The seller has owned it for under a year.',
    '1-3 years': 'The seller has owned it for one to three years.',
    '3-5 years': 'The seller has owned it for three to five years.',
    'over 5 years': 'The seller has owned it for over five years.',
  }),
  'reason.usage': choice({
    'highway commute': 'It was mostly driven on a highway commute.',
    'city driving': 'It was mostly used for city driving.',
    mixed: 'It has seen mixed driving, city and highway.',
    'weekend car': 'It has been a weekend car.',
  }),
  'test-drives.inspection': choice({
    yes: 'A buyer may take it to a mechanic for a pre-purchase inspection.',
    'yes, at their cost': 'A buyer may take it to a mechanic for a pre-purchase inspection, at their own cost.',
    no: 'The seller does not offer a pre-purchase inspection by the buyer’s mechanic.',
  }),
  'test-drives.when': lead('Test drives'),
  'test-drives.where': lead('Meeting place'),
  'test-drives.license': lead('Before a test drive, the seller asks for'),
  'price.flexibility': choice({
    firm: 'The price is firm.',
    'a little': 'The seller is a little flexible on price.',
    'open to reasonable offers': 'The seller is open to reasonable offers.',
  }),
  'price.tradeIn': choice({
    yes: 'A trade-in is considered.',
    no: 'No trade-ins.',
    maybe: 'A trade-in may be considered.',
  }),
};

/** The sentence for one answer, or null when it says nothing a buyer can use. */
export function answerSentence(key: string, answer: string): string | null {
  const a = answer.trim();
  if (!a || UNSURE.test(a)) return null;
  return ANSWER_SENTENCES[key]?.(a) ?? null;
}
