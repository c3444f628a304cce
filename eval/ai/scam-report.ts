/**
 * The scam shield's sections (decision 026), for `npx tsx eval/ai/scam-main.ts` and `npm run eval:ai`: what was
 * tuned on (development, rounds one to four), the spent fresh rounds, round nine (run once, never tuned on) and the held-out
 * set when its file is there. The held-out section prints figures only: its failures are not shown, so that reading
 * the report cannot turn into tuning on it.
 */
import { existsSync } from 'node:fs';
import { ROUND1_SCAM } from './round-1/scam';
import { ROUND2_SCAM } from './round-2/scam';
import { ROUND3_SCAM } from './round-3/scam';
import { ROUND4_SCAM } from './round-4/scam';
import { ROUND5_SCAM } from './round-5/scam';
import { DEV_SCAM } from './scam-dev';
import { evaluateScam, printScamReport, type ScamReport } from './scam-eval';
import * as fresh from './scam-fresh';
import type { ScamSet } from './types';

export type ScamSection = {
  label: string;
  report: ScamReport;
  /** Tuned on: the figure says only that the rules were fitted to it. */
  tunedOn: boolean;
  /** Failures are printed for the sets we may learn from, never for the held-out one. */
  showFailures: boolean;
};

/** Issue 15's targets, judged on the held-out set when it is there. */
export const SCAM_TARGETS = { recall: 0.95, falsePositiveRate: 0.02 } as const;

export function scamMeetsTargets(report: ScamReport): boolean {
  return report.recall >= SCAM_TARGETS.recall && report.falsePositiveRate <= SCAM_TARGETS.falsePositiveRate;
}

const join = (sets: ScamSet[]): ScamSet => ({
  scams: sets.flatMap((s) => s.scams),
  ordinary: sets.flatMap((s) => s.ordinary),
});

const HELD_OUT_FILE = new URL('./held-out/scam.ts', import.meta.url);

/** Every section, in the order they are read; the held-out one only when eval/ai/held-out/scam.ts exists. */
export async function scamSections(): Promise<ScamSection[]> {
  const spent = [
    fresh.FRESH_SCAM,
    fresh.FRESH_SCAM_2,
    fresh.FRESH_SCAM_3,
    fresh.FRESH_SCAM_4,
    fresh.FRESH_SCAM_5,
    fresh.FRESH_SCAM_6,
    fresh.FRESH_SCAM_7,
    fresh.FRESH_SCAM_8,
  ];
  const sections: ScamSection[] = [
    { label: 'development (tuned on)', report: evaluateScam(DEV_SCAM), tunedOn: true, showFailures: true },
    {
      label: 'round 1 (former held-out, now tuned on)',
      report: evaluateScam(ROUND1_SCAM),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'round 2 (former held-out, now tuned on)',
      report: evaluateScam(ROUND2_SCAM),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'round 3 (former held-out, now tuned on)',
      report: evaluateScam(ROUND3_SCAM),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'round 4 (former held-out, now tuned on)',
      report: evaluateScam(ROUND4_SCAM),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'round 5 (former held-out, now tuned on)',
      report: evaluateScam(ROUND5_SCAM),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'fresh rounds one to eight (each spent after its first run)',
      report: evaluateScam(join(spent)),
      tunedOn: true,
      showFailures: true,
    },
    {
      // Never tuned on, but later rules learnt from other sets cover some of its misses (decision 026).
      label: 'fresh round nine (run once, not tuned on)',
      report: evaluateScam(fresh.FRESH_SCAM_9),
      tunedOn: false,
      showFailures: true,
    },
    {
      // First run 88.9% / 11.3%; its failures were read before round two's rules, so it is spent.
      label: 'fresh round ten (spent after its first run)',
      report: evaluateScam(fresh.FRESH_SCAM_10),
      tunedOn: true,
      showFailures: true,
    },
    {
      label: 'fresh round eleven (run once, never tuned on)',
      report: evaluateScam(fresh.FRESH_SCAM_11),
      tunedOn: false,
      showFailures: true,
    },
  ];
  if (existsSync(HELD_OUT_FILE)) {
    const mod = (await import(HELD_OUT_FILE.href)) as { HELD_OUT_SCAM: ScamSet };
    sections.push({
      label: 'held-out (never tuned on)',
      report: evaluateScam(mod.HELD_OUT_SCAM),
      tunedOn: false,
      showFailures: false,
    });
  }
  return sections;
}

/** The section the targets are judged on: the held-out one, or the last fresh round while the held-out set is absent. */
export function judgedSection(sections: ScamSection[]): ScamSection {
  return sections.find((s) => s.label.startsWith('held-out')) ?? sections[sections.length - 1]!;
}

/** Prints every section and whether the judged one meets the targets; returns that verdict. */
export async function printScamSections(): Promise<boolean> {
  const sections = await scamSections();
  for (const s of sections) printScamReport(s.label, s.showFailures ? s.report : { ...s.report, failures: [] });
  if (!sections.some((s) => s.label.startsWith('held-out'))) console.info('\nheld-out set not present');
  const judged = judgedSection(sections);
  const ok = scamMeetsTargets(judged.report);
  console.info(
    `\nscam shield ${ok ? 'meets' : 'MISSES'} its targets (recall >= 95%, false positives <= 2%) on ${judged.label}`,
  );
  return ok;
}
