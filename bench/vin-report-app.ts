/**
 * The vin-report benchmark's work (see vin-report.mjs): draws the built-in vehicle history report PDF
 * (buildReportPdf, what GET /v1/asset/listing/{id}/vin-audit-report runs on a cache miss) for a typical car and for
 * a long one (40 disclosures, 150 odometer readings, 150 prices: several pages), 200 times each after a warm-up.
 * Pure code, no database: the facts' queries are a handful of indexed reads and not timed here.
 */
import { buildReportPdf, sampleReportFacts, type ReportFacts } from '../apps/server/src/modules/vin-report/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

const typical = sampleReportFacts();
const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + i));
const long: ReportFacts = sampleReportFacts({
  disclosures: Array.from({ length: 40 }, (_, i) => ({
    set: ['accidents', 'title', 'condition', 'maintenance'][i % 4]!,
    question: `Question ${i}: anything a buyer should know about this part of the car?`,
    answer: 'A long answer of the seller, written with care, that wraps over two lines or more. '.repeat(3),
    source: i % 3 === 0 ? 'concierge' : 'seller',
    updatedAt: day(i),
  })),
  odometer: Array.from({ length: 150 }, (_, i) => ({ at: day(i), value: 100_000 + i * 50, listing: 'this' as const })),
  prices: Array.from({ length: 150 }, (_, i) => ({
    at: day(i),
    value: 2_000_000 - i * 1000,
    listing: 'this' as const,
  })),
});

async function time(facts: ReportFacts) {
  const coldStarted = performance.now();
  const first = await buildReportPdf(facts);
  const coldMs = performance.now() - coldStarted;
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await buildReportPdf(facts);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return {
    bytes: first.length,
    coldMs: round(coldMs),
    p50: round(pct(ms, 50)),
    p95: round(pct(ms, 95)),
    max: round(ms.at(-1)!),
  };
}

process.send?.({ runs: RUNS, typical: await time(typical), long: await time(long) });
