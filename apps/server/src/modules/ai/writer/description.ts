import type { ListingFacts } from '../../../adapters/ai/ai-engine';
import { answerSentence } from './answer-sentences';
import { keepsFacts } from './consistency';
import type { EnrichAnswers } from './enrich-answers';
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
import type { Pick } from './variety';

/** The answers each paragraph tells, in reading order ("formId.key", enrich-answers.ts). */
const CONDITION = ['condition.exterior', 'condition.interior', 'condition.mechanical', 'condition.smoker'];
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
const STORY = ['reason.why', 'reason.ownedFor', 'reason.usage', 'test-drives.inspection'];

/**
 * The listing's description: what it is and how it is built, its equipment, its condition, its history and
 * paperwork, wear items and extras, then why it is sold, the photos and where it is. Every sentence comes from a
 * field or a public answer that agrees with the fields; a paragraph with nothing to say is left out.
 */
export function writeDescription(facts: ListingFacts, answers: EnrichAnswers, pick: Pick): string {
  const told = (keys: string[]) =>
    keys
      .map((k) => {
        const a = answers.get(k);
        return a && keepsFacts(a, facts, answers) ? answerSentence(k, a) : null;
      })
      .filter((s): s is string => !!s);

  const equipment = equipmentNames(facts).slice(0, 14);
  const equipmentParagraph = equipment.length
    ? sentence(
        `${pick('equipment', ['Equipment includes', 'Highlights include', 'Features include', 'Notable equipment:'])} ${listJoin(equipment.map(inline))}`,
      )
    : null;

  const condition = [overallCondition(facts, answers), ...told(CONDITION)];
  const history = [...told(HISTORY), titleSentence(facts), ...told(TITLE)].filter((s): s is string => !!s);
  const paragraphs = [
    intro(facts, pick),
    // Equipment before condition or after it, so two listings do not share their shape as well as their words.
    ...pick('order', [
      [equipmentParagraph, condition.filter(Boolean).join(' ')],
      [condition.filter(Boolean).join(' '), equipmentParagraph],
    ]),
    history.join(' '),
    told(WEAR_AND_EXTRAS).join(' '),
    [...told(STORY), photosSentence(facts, pick), placeSentence(facts, pick)].filter(Boolean).join(' '),
  ];
  return paragraphs
    .filter((p): p is string => !!p?.trim())
    .join('\n\n')
    .slice(0, 20_000);
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
