import { GENERATED_PARTS, type GeneratedContent } from '@revy/shared';
import type { AiEngine } from '../../apps/server/src/adapters/ai/ai-engine';
import { buyerKnowledge, formatDollars, toListingFacts } from '../../apps/server/src/modules/ai';
import { DEMO_CARS } from '../../apps/server/src/seed/demo-listings';
import { DEMO_KNOWLEDGE } from '../../apps/server/src/seed/demo-knowledge';
import { PRIVATE } from './dataset';
import type { WriterCase } from './types';
import {
  contradictedFields,
  equipmentItems,
  expectedAnswers,
  grammarSlips,
  missingMentions,
  similarity,
  unusedAnswers,
} from './writer-checks';

/**
 * The listing writer's checks over a set of cars (issue 15): each case is written once (and once more, to check
 * the same facts give the same text), then every check runs on what came back. The lead wires the report into
 * `npm run eval:ai`; `adapters/ai/builtin/builtin-writer.test.ts` holds the built-in writer to it in CI.
 */

/** Two descriptions sharing more than this share of word trigrams read as one template with the nouns swapped. */
export const MAX_SIMILARITY = 0.35;

export type WriterCheckName =
  | 'grammar'
  | 'mentionsTrim'
  | 'mentionsEngine'
  | 'mentionsDrivetrain'
  | 'mentionsEquipment'
  | 'usesKnowledge'
  | 'noPrivateData'
  | 'deterministic'
  | 'variety'
  | `noContradiction.${string}`;

export type WriterReport = {
  engine: string;
  cases: number;
  /** Per check: how many of its items passed (a case, an answer, a pair of cases) out of how many. */
  checks: Record<string, { passed: number; total: number }>;
  maxSimilarity: number;
  failures: string[];
};

const CONTRADICTION_FIELDS = [
  'year',
  'mileage',
  'title',
  'transmission',
  'fuel',
  'drivetrain',
  'colour',
  'owners',
  'accidents',
] as const;

const allText = (c: GeneratedContent) =>
  [c.title, c.description, c.shortDescription, c.priceExplanation, ...c.features].join('\n\n');

export async function evaluateWriter(
  engine: Pick<AiEngine, 'name' | 'writeListing'>,
  cases: WriterCase[],
): Promise<WriterReport> {
  const checks: WriterReport['checks'] = {};
  const failures: string[] = [];
  const tally = (name: WriterCheckName, ok: boolean, failure?: string) => {
    const c = (checks[name] ??= { passed: 0, total: 0 });
    c.total++;
    if (ok) c.passed++;
    else if (failure) failures.push(`${name}: ${failure}`);
  };

  const descriptions: { name: string; text: string }[] = [];
  for (const wc of cases) {
    const input = { facts: wc.facts, knowledge: wc.knowledge, parts: [...GENERATED_PARTS] };
    const written = await engine.writeListing(input);
    const again = await engine.writeListing(input);
    const text = allText(written);
    descriptions.push({ name: wc.name, text: written.description });

    tally('deterministic', JSON.stringify(written) === JSON.stringify(again), `[${wc.name}] two writes differ`);
    const slips = [written.description, written.shortDescription, written.priceExplanation]
      .flatMap(grammarSlips)
      .concat(grammarSlips(written.title).filter((s) => !s.startsWith('unfinished')));
    tally('grammar', slips.length === 0, `[${wc.name}] ${slips.join('; ')}`);

    const missing = missingMentions(written.description, wc.facts);
    const v = wc.facts.vehicle;
    const mention = (name: WriterCheckName, field: string, present: unknown) => {
      if (!present) return;
      const gone = missing.filter((m) => m.field === field).map((m) => m.missing);
      tally(name, gone.length === 0, `[${wc.name}] description does not name ${gone.join(', ')}`);
    };
    mention('mentionsTrim', 'trim', v.trim);
    mention('mentionsEngine', 'engine', v.engine);
    mention('mentionsDrivetrain', 'drivetrain', v.drivetrain);
    // One item per piece of equipment, so a long list half named shows as 11/22, not as one failed car.
    const unnamed = new Set(missing.filter((m) => m.field === 'equipment').map((m) => m.missing));
    for (const item of equipmentItems(wc.facts))
      tally('mentionsEquipment', !unnamed.has(item), `[${wc.name}] description does not name ${item}`);

    // An answer that itself contradicts the car is rightly left out, so it is not expected.
    const usable = wc.knowledge.filter((k) => contradictedFields(k.content, wc.facts, wc.knowledge).length === 0);
    const unused = new Set(unusedAnswers(`${written.description}\n${written.priceExplanation}`, usable));
    for (const k of expectedAnswers(usable))
      tally('usesKnowledge', !unused.has(k), `[${wc.name}] "${k.question}" → "${k.content}" not used`);

    const wrong = contradictedFields(text, wc.facts, wc.knowledge);
    for (const field of CONTRADICTION_FIELDS)
      tally(`noContradiction.${field}`, !wrong.includes(field), `[${wc.name}] states another ${field}`);

    const leaked = (wc.privateValues ?? []).filter((p) => p && text.toLowerCase().includes(p.toLowerCase()));
    tally('noPrivateData', leaked.length === 0, `[${wc.name}] contains ${leaked.join(', ')}`);
  }

  let maxSimilarity = 0;
  for (let i = 0; i < descriptions.length; i++)
    for (let j = i + 1; j < descriptions.length; j++) {
      const s = similarity(descriptions[i]!.text, descriptions[j]!.text);
      maxSimilarity = Math.max(maxSimilarity, s);
      tally(
        'variety',
        s < MAX_SIMILARITY,
        `${descriptions[i]!.name} and ${descriptions[j]!.name}: similarity ${s.toFixed(2)} (limit ${MAX_SIMILARITY})`,
      );
    }
  return { engine: engine.name, cases: cases.length, checks, maxSimilarity, failures };
}

/** True when every item of every check passed. */
export const writerPasses = (r: WriterReport) => Object.values(r.checks).every((c) => c.passed === c.total);

export function printWriterReport(r: WriterReport, print: (line: string) => void = (l) => console.info(l)): void {
  print(`\nlisting writer: ${r.engine}, ${r.cases} cars`);
  for (const [name, c] of Object.entries(r.checks))
    print(`  ${name.padEnd(30)} ${c.passed}/${c.total}${c.passed === c.total ? '' : '  FAIL'}`);
  print(`  most similar pair of descriptions: ${r.maxSimilarity.toFixed(2)} (limit ${MAX_SIMILARITY})`);
  for (const f of r.failures) print(`  - ${f}`);
}

/**
 * The six demo cars as the writer sees them in the app: toListingFacts over a row that holds the private values
 * (lowest offer, ZIP, street), and the demo Knowledge through buyerKnowledge, so the private entries are dropped
 * the way loadListingFacts drops them. Their contents, and the seller's contact details, are the values no text
 * may contain.
 */
export function demoWriterCases(): WriterCase[] {
  return DEMO_CARS.map((car, i) => {
    const v = car.input.vehicle ?? {};
    const key = `${v.make} ${v.model}`;
    const p = PRIVATE[key as keyof typeof PRIVATE];
    const row = {
      id: `00000000-0000-4000-8000-00000000001${i}`,
      title: null,
      price: car.input.price ?? null,
      priceExplanation: null,
      description: null,
      shortDescription: null,
      features: car.input.features ?? [],
      vehicle: v,
      location: { ...car.input.location, zip: p.zip, street: p.street },
      offerLowest: p.offerLowest,
      offerMethods: car.input.offerMethods ?? [],
      offerRequirements: car.input.offerRequirements ?? null,
      vinValue: car.input.vinValue ?? null,
    } as unknown as Parameters<typeof toListingFacts>[0];
    const entries = (DEMO_KNOWLEDGE[key] ?? []).map((k, j) => ({
      id: `${key}-${j}`,
      type: 'enrich',
      category: k.category,
      question: k.question,
      content: k.content,
      isPrivate: k.isPrivate ?? false,
    }));
    return {
      name: key,
      facts: toListingFacts(row, { tags: ['photo', 'exterior', 'interior'], count: 6 }, 'Sam'),
      knowledge: buyerKnowledge(entries),
      privateValues: [
        // The private entries whole, and any amount or number in them on its own ("$33,400", "2291").
        ...entries
          .filter((e) => e.isPrivate)
          .flatMap((e) => [e.content, ...(e.content.match(/\$[\d,]+|\b\d{4,}\b/g) ?? [])]),
        formatDollars(p.offerLowest),
        p.zip,
        p.street,
        p.email,
        p.phone,
      ],
    };
  });
}
