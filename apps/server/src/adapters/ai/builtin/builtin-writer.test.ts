import { describe, expect, it } from 'vitest';
import { enrichFormsFor, GENERATED_PARTS } from '@revy/shared';
import {
  demoWriterCases,
  evaluateWriter,
  printWriterReport,
  writerPasses,
} from '../../../../../../eval/ai/writer-eval';
import { grammarSlips, unusedAnswers } from '../../../../../../eval/ai/writer-checks';
import type { WriterCase } from '../../../../../../eval/ai/types';
import { knowledgeFixture, listingFactsFixture } from '../../../../test/ai-fixtures';
import { knowledgeShapeCases, TELLURIDE_EQUIPMENT } from '../../../../test/writer-knowledge-cases';
import type { ListingFacts } from '../ai-engine';
import { BuiltinEngine } from './builtin-engine';

const engine = new BuiltinEngine();
const report = (r: Awaited<ReturnType<typeof evaluateWriter>>) => {
  const lines: string[] = [];
  printWriterReport(r, (l) => lines.push(l));
  return lines.join('\n');
};

/** Cars the demo does not have: an engine named, one photo, no photos, a bare draft, odd fuels and titles. */
function edgeCases(): WriterCase[] {
  const base = listingFactsFixture();
  const car = (name: string, over: Partial<ListingFacts>, vehicle: Partial<ListingFacts['vehicle']> = {}) => ({
    name,
    facts: listingFactsFixture({
      ...over,
      listingId: `00000000-0000-4000-8000-0000000001${name.length}`,
      vehicle: { ...base.vehicle, ...vehicle },
    }),
    knowledge: knowledgeFixture,
  });
  return [
    car('camry with one photo', { photoCount: 1, photoTags: [] }),
    car(
      'bare draft',
      { photoCount: 0, photoTags: [], location: { city: null, state: null } },
      {
        year: null,
        trim: null,
        mileage: null,
        bodyType: null,
        fuelType: null,
        transmission: null,
        drivetrain: null,
        engine: null,
        exteriorColor: null,
        interiorColor: null,
        titleStatus: null,
        equipment: [],
      },
    ),
    car(
      'electric suv',
      { photoCount: 3, photoTags: ['odometer'] },
      {
        make: 'Hyundai',
        model: 'Ioniq 5',
        trim: 'SEL',
        fuelType: 'Electric',
        engine: 'Electric',
        bodyType: 'SUV',
        drivetrain: 'AWD',
        equipment: ['Heated front seats', 'Apple CarPlay', 'Blind Spot Monitoring'],
      },
    ),
    car(
      'salvage diesel manual 4x4',
      {},
      {
        make: 'Ford',
        model: 'Ranger',
        trim: 'XL',
        year: 2011,
        mileage: 188_000,
        fuelType: 'Diesel',
        engine: '3.2L I5 Turbo',
        transmission: 'Manual',
        drivetrain: '4WD',
        bodyType: 'Pickup',
        titleStatus: 'Salvage',
        exteriorColor: 'Orange',
        interiorColor: null,
        equipment: ['Trailer hitch'],
      },
    ),
  ];
}

describe('the built-in listing writer against its checks (eval/ai/writer-eval.ts)', () => {
  it('passes every check on the six demo cars', async () => {
    const r = await evaluateWriter(engine, demoWriterCases());
    expect(writerPasses(r), report(r)).toBe(true);
    expect(r.cases).toBe(6);
    // The demo knowledge has private entries; none reached the writer.
    expect(r.checks.noPrivateData).toEqual({ passed: 6, total: 6 });
  });

  it('passes the text checks on cars the demo does not have', async () => {
    const r = await evaluateWriter(engine, edgeCases());
    const failing = Object.entries(r.checks).filter(([name, c]) => name !== 'variety' && c.passed < c.total);
    expect(failing, report(r)).toEqual([]);
  });

  it('agrees in number and article where the old writer slipped', async () => {
    const [one, bare] = edgeCases();
    const written = await engine.writeListing({ facts: one!.facts, knowledge: [], parts: ['description'] });
    expect(written.description).toContain('One photo is attached.');
    expect(written.description).toContain('a 2.5L I4 engine');
    const sparse = await engine.writeListing({ facts: bare!.facts, knowledge: [], parts: [...GENERATED_PARTS] });
    expect(grammarSlips(sparse.description)).toEqual([]);
    expect(sparse.description).not.toMatch(/\n\n\n|: \./);
  });

  it('states no other owner count or accident history than the seller answered', async () => {
    const facts = listingFactsFixture();
    const knowledge = [
      {
        id: 'o',
        type: 'enrich',
        category: 'title',
        question: 'How many owners has it had, including you?',
        content: '3',
      },
      { id: 'a', type: 'enrich', category: 'accidents', question: 'Has it been in an accident?', content: 'Never' },
      {
        id: 'i',
        type: 'enrich',
        category: 'condition',
        question: 'How is the interior (seats, smells, wear)?',
        content: 'Clean, it is a one-owner car',
      },
      {
        id: 'd',
        type: 'enrich',
        category: 'accidents',
        question: 'If so, what happened and who repaired it?',
        content: 'It had a minor accident in 2022, bumper only',
      },
      {
        id: 'm',
        type: 'enrich',
        category: 'condition',
        question: 'Any mechanical problems or warning lights?',
        content: 'None, the manual transmission shifts fine',
      },
    ];
    const c = await engine.writeListing({ facts, knowledge, parts: [...GENERATED_PARTS] });
    expect(c.description).toContain('three owners');
    expect(c.description).not.toMatch(/one-owner|minor accident|manual transmission/);
  });

  it('proposes features from the equipment and the answers, in the vocabulary, keeping what the seller wrote', async () => {
    const facts = listingFactsFixture({
      features: ['Garage kept', 'pubCL'],
      vehicle: {
        ...listingFactsFixture().vehicle,
        drivetrain: 'AWD',
        equipment: ['Heated front seats', 'Bose premium audio', 'Apple CarPlay'],
      },
    });
    const knowledge = [
      ...knowledgeFixture,
      {
        id: 'x',
        type: 'enrich',
        category: 'keys',
        question: 'Anything else included (floor mats, roof rack, car seat base, winter tires)?',
        content: 'Winter tires on rims and a roof rack, but no tow hitch',
      },
      { id: 'f', type: 'faq', category: null, question: 'Does it have remote start?', content: 'Yes, from the fob' },
      { id: 'n', type: 'faq', category: null, question: 'Does it have navigation?', content: 'No, use CarPlay' },
    ];
    const c = await engine.writeListing({ facts, knowledge, parts: ['features'] });
    expect(c.features).toEqual([
      'Garage kept',
      'Heated seats',
      'Premium sound',
      'Apple CarPlay',
      'Winter tires',
      'Roof rack',
      'Remote start',
      'All-wheel drive (AWD)',
    ]);
  });

  it('quotes nothing from an entry marked private, should one ever reach it', async () => {
    const facts = listingFactsFixture();
    const smuggled = [
      {
        id: 'p',
        type: 'enrich',
        category: 'reason',
        question: 'Why are you selling?',
        content: 'Debts',
        isPrivate: true,
      },
    ];
    const c = await engine.writeListing({ facts, knowledge: smuggled, parts: [...GENERATED_PARTS] });
    expect(JSON.stringify(c)).not.toContain('Debts');
  });

  it('uses every public answer, whatever its shape or set, and names every equipment item', async () => {
    const cases = knowledgeShapeCases();
    const r = await evaluateWriter(engine, cases);
    expect(writerPasses(r), report(r)).toBe(true);
    // Every public, non-empty, non-contradicting entry is counted (10 + 11 + 6), FAQ and corrections included;
    // blank, "n/a", "Not sure", the salvage claim and the private entry are not.
    expect(r.checks.usesKnowledge).toEqual({ passed: 27, total: 27 });
    // Every item of equipment and every seller feature: 2 + 3 + 22 + 1.
    expect(r.checks.mentionsEquipment).toEqual({ passed: 28, total: 28 });

    const [boxster, prius, telluride] = await Promise.all(
      cases.map((c) => engine.writeListing({ facts: c.facts, knowledge: c.knowledge, parts: [...GENERATED_PARTS] })),
    );
    expect(boxster!.description).toMatch(/autocross days, never on a road course/);
    expect(boxster!.description).toMatch(/tires are one to three years old/);
    expect(boxster!.description).toContain('two owners');
    expect(JSON.stringify(boxster)).not.toMatch(/salvage|n\/a|Moving abroad/i);
    expect(prius!.description).toMatch(/Full service records/);
    expect(prius!.description).toMatch(/52 mpg/);
    const text = telluride!.description.toLowerCase();
    for (const item of TELLURIDE_EQUIPMENT) expect(text, item).toContain(item.toLowerCase());
    for (const c of [boxster!, prius!, telluride!]) expect(c.description).not.toMatch(/\b(yes|no)[,.]? \1\b/i);
  });

  it('carries every option of every guided question, and a bare "None" to each free one, in good grammar', async () => {
    const facts = listingFactsFixture();
    const slips: string[] = [];
    for (const vehicle of [{}, { fuelType: 'Electric' }, { mileage: 100_000 }])
      for (const form of enrichFormsFor(vehicle))
        for (const q of form.questions)
          for (const content of q.options?.filter((o) => o !== 'Not sure') ?? ['None']) {
            const knowledge = [{ id: 'k', type: 'enrich', category: form.id, question: q.question, content }];
            const c = await engine.writeListing({ facts, knowledge, parts: ['description', 'priceExplanation'] });
            const text = `${c.description}\n${c.priceExplanation}`;
            if (unusedAnswers(text, knowledge).length) slips.push(`${q.question} → ${content}: not carried`);
            for (const slip of grammarSlips(c.description)) slips.push(`${q.question} → ${content}: ${slip}`);
          }
    expect(slips).toEqual([]);
  });
});
