import type { ListingFacts } from '../../../adapters/ai/ai-engine';
import { answerSentence, NONE } from './answer-sentences';
import { keepsFacts } from './consistency';
import type { EnrichAnswers, SellerAnswers } from './enrich-answers';
import { GROUP_FROM, groupEquipment } from './equipment-groups';
import { equipmentNames } from './features';
import {
  bodyNoun,
  capitalise,
  colourText,
  count,
  drivetrainText,
  formatMiles,
  inline,
  listJoin,
  placeName,
  sentence,
  titleStatusText,
  transmissionText,
  vehicleName,
  withArticle,
} from './format';
import { sellerSentence } from './seller-sentences';
import type { Pick } from './variety';

/** The answers each paragraph tells, in reading order ("formId.key", enrich-answers.ts). */
const CONDITION = [
  'condition.overall',
  'condition.exterior',
  'condition.interior',
  'condition.mechanical',
  'condition.leaks',
  'condition.smoker',
];
const HISTORY = [
  'maintenance.records',
  'maintenance.lastService',
  'maintenance.oil',
  'maintenance.battery',
  'maintenance.majorWork',
  'maintenance.timingBelt',
  'accidents.accident',
  'accidents.details',
  'accidents.flood',
  'accidents.airbags',
];
const TITLE = ['title.owners', 'title.inHand', 'title.lien', 'title.registration'];
const WEAR_AND_EXTRAS = [
  'tires.age',
  'tires.tread',
  'tires.brakes',
  'tires.spare',
  'keys.count',
  'keys.manuals',
  'maintenance.charging',
  'keys.extras',
  'keys.modifications',
];
const STORY = ['reason.why', 'reason.ownedFor', 'reason.usage'];
/** How to see and buy it. The guided price reasoning and payment are the price explanation's (writer.ts). */
const VIEWING = [
  'test-drives.when',
  'test-drives.where',
  'test-drives.license',
  'test-drives.inspection',
  'price.flexibility',
  'price.tradeIn',
  'price.why',
  'price.payment',
];
const PRICE_EXPLAINED = new Set(['price.why', 'price.payment']);

/**
 * The listing's description: what it is and how it is built, its equipment, its condition, its history and
 * paperwork, wear items and extras, then why it is sold, the photos and where it is. Every sentence comes from a
 * field or a public answer that agrees with the fields; a paragraph with nothing to say is left out.
 */
export function writeDescription(facts: ListingFacts, seller: SellerAnswers, pick: Pick): string {
  const answers = seller.byKey;
  // Each public answer once, in its slot's paragraph, in the paragraph's order and then the seller's.
  const told = (slots: (string | null)[]) =>
    slots.flatMap((slot) =>
      seller.placed
        // The price explanation quotes the price answers, except a bare "None" (writer.ts), told here instead.
        .filter((p) => p.slot === slot && !(p.guided && slot && PRICE_EXPLAINED.has(slot) && !NONE.test(p.answer)))
        .map((p) => {
          if (slot === 'condition.overall' && p.guided) return null; // told by overallCondition
          const said =
            (p.guided && slot && answerSentence(slot, p.answer)) || sellerSentence(p.question, p.answer, slot);
          // A bare "No" denies what its question names ("Ever been in a collision? No."), so only a longer
          // answer is checked with its question.
          const checked = NONE.test(p.answer) ? p.answer : said;
          return keepsFacts(p.answer, facts, answers) && keepsFacts(checked, facts, answers) ? said : null;
        })
        .filter((s): s is string => !!s),
    );

  const condition = [overallCondition(facts, answers), ...told(CONDITION)];
  const history = [...told(HISTORY), titleSentence(facts), ...told(TITLE)].filter((s): s is string => !!s);
  const equipment = equipmentParagraph(facts, pick);
  const paragraphs = [
    intro(facts, pick),
    // Equipment before condition or after it, so two listings do not share their shape as well as their words.
    ...pick('order', [
      [equipment, condition.filter(Boolean).join(' ')],
      [condition.filter(Boolean).join(' '), equipment],
    ]),
    history.join(' '),
    told(WEAR_AND_EXTRAS).join(' '),
    // What fits no slot is still the seller's word to buyers ("What fuel economy does it get?"): told on its own.
    told([null]).join(' '),
    [...told(STORY), ...told(VIEWING), photosSentence(facts, pick), placeSentence(facts, pick)]
      .filter(Boolean)
      .join(' '),
  ];
  return paragraphs
    .filter((p): p is string => !!p?.trim())
    .join('\n\n')
    .slice(0, 20_000);
}

/** Every item named: a short list as one sentence, a long one by kind (equipment-groups.ts), never cut. */
function equipmentParagraph(facts: ListingFacts, pick: Pick): string | null {
  const equipment = equipmentNames(facts).map(inline);
  if (!equipment.length) return null;
  const lead = pick('equipment', [
    'Equipment includes',
    'Highlights include',
    'Features include',
    'Notable equipment:',
  ]);
  if (equipment.length < GROUP_FROM) return sentence(`${lead} ${listJoin(equipment)}`);
  const opener = pick('equipmentLong', [
    `It is well equipped, with ${count(equipment.length, 'item')} listed.`,
    `The equipment list runs to ${count(equipment.length, 'item')}.`,
  ]);
  const groups = groupEquipment(equipment).map((g) =>
    sentence(g.label === 'Also' ? `Also: ${listJoin(g.items)}` : `${g.label}: ${listJoin(g.items)}`),
  );
  return [opener, ...groups].join(' ');
}

/** Opener, build and colours: "For sale: a 2019 Toyota RAV4 XLE with 41,200 miles. It is an SUV with…". */
function intro(facts: ListingFacts, pick: Pick): string {
  const v = facts.vehicle;
  const name = vehicleName(facts);
  const miles = v.mileage != null ? formatMiles(v.mileage) : null;
  const out: string[] = [];
  if (name) {
    const opener = pick('opener', [
      () => `For sale: ${withArticle(name)}${miles ? ` with ${miles} on the odometer` : ''}.`,
      () => `This ${name} is for sale${miles ? ` with ${miles} on the odometer` : ''}.`,
      () => `Up for sale is ${withArticle(name)}${miles ? `, showing ${miles}` : ''}.`,
      () => `Offered here: ${withArticle(name)}${miles ? ` with ${miles}` : ''}.`,
    ]);
    out.push(opener());
  } else out.push(miles ? `For sale: a car with ${miles} on the odometer.` : 'For sale: a car.');

  const build = [
    v.engine ? engineText(v.engine) : null,
    v.transmission ? transmissionText(v.transmission) : null,
    v.drivetrain ? drivetrainText(v.drivetrain) : null,
  ].filter((s): s is string => !!s);
  const kind = v.fuelType ? fuelAdjective(v.fuelType) : null;
  const fuel = v.fuelType && !kind ? fuelPhrase(v.fuelType) : '';
  const body = v.bodyType
    ? withArticle(`${kind ? `${kind} ` : ''}${bodyNoun(v.bodyType)}`)
    : kind
      ? withArticle(`${kind} car`)
      : null;
  if (build.length)
    out.push(sentence(`${body ? `It is ${body} with` : 'It has'} ${listJoin(build)}${fuel ? `, ${fuel}` : ''}`));
  else if (body) out.push(sentence(`It is ${body}${fuel ? `, ${fuel}` : ''}`));
  else if (fuel) out.push(sentence(`It is ${fuel}`));

  const ext = v.exteriorColor ? colourText(v.exteriorColor) : null;
  const int = v.interiorColor ? colourText(v.interiorColor) : null;
  if (ext || int)
    out.push(
      sentence(
        ext && int
          ? pick('colours', [
              `${ext} outside with ${withArticle(int)} interior`,
              `The paint is ${ext} and the interior ${int}`,
            ])
          : ext
            ? `The paint is ${ext}`
            : `The interior is ${int}`,
      ),
    );
  return out.join(' ');
}

/** "a 2.5L I4 engine", "a 2.7L V6 Turbo engine", "an electric motor". */
function engineText(engine: string): string | null {
  const e = engine.trim();
  // "A fully electric sedan" already says it: an "electric engine" beside it would say it twice, and wrongly.
  if (/^electric$/i.test(e)) return null;
  return withArticle(/engine|motor/i.test(e) ? e : `${e} engine`);
}

/** Electric, hybrid and diesel cars are said to be one ("a fully electric sedan"); the rest run on their fuel. */
function fuelAdjective(fuel: string): string | null {
  const f = fuel.toLowerCase();
  if (f === 'electric') return 'fully electric';
  if (f.includes('hybrid') || f === 'diesel') return f;
  return null;
}

/** "running on gasoline", "running on flex fuel": the fuel after the build. */
const fuelPhrase = (fuel: string) => (fuel.toLowerCase() === 'other' ? '' : `running on ${fuel.toLowerCase()}`);

function overallCondition(facts: ListingFacts, answers: EnrichAnswers): string | null {
  const a = answers.get('condition.overall');
  if (a) return answerSentence('condition.overall', a);
  return facts.vehicle.condition ? `The seller lists its condition as ${facts.vehicle.condition.toLowerCase()}.` : null;
}

const titleSentence = (facts: ListingFacts) =>
  facts.vehicle.titleStatus ? `It has ${titleStatusText(facts.vehicle.titleStatus)}.` : null;

/** "Six photos show the exterior and interior.", "One photo is attached.": the count agrees with its verb. */
function photosSentence(facts: ListingFacts, pick: Pick): string | null {
  const n = facts.photoCount;
  if (!n) return null;
  const tags = [...new Set(facts.photoTags.filter((t) => t && t !== 'photo'))];
  const photos = count(n, 'photo');
  if (!tags.length) return sentence(`${capitalise(photos)} ${n === 1 ? 'is' : 'are'} attached`);
  return sentence(
    pick('photos', [
      `${capitalise(photos)} ${n === 1 ? 'shows' : 'show'} the ${listJoin(tags)}`,
      `See the ${listJoin(tags)} in the ${n === 1 ? 'photo' : `${photos}`}`,
    ]),
  );
}

function placeSentence(facts: ListingFacts, pick: Pick): string | null {
  const place = placeName(facts);
  if (!place) return null;
  return pick('place', [`The car is in ${place}.`, `It is located in ${place}.`, `You can see it in ${place}.`]);
}
