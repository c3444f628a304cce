import { SCAM_FAMILIES, scamSignals, type ScamSignalKind } from '@revy/shared';
import type { ScamFamily, ScamSet } from './types';

export type FamilyFigures = { cases: number; caught: number; recall: number; rightFamily: number };

export type ScamReport = {
  scams: number;
  caught: number;
  /** Scams flagged with any signal: the person at risk sees a warning. */
  recall: number;
  /** Scams flagged with their own family among the signals: the warning gives the right advice. */
  familyMatch: number;
  byFamily: Record<ScamFamily, FamilyFigures>;
  ordinary: number;
  falsePositives: number;
  falsePositiveRate: number;
  failures: string[];
};

const ratio = (n: number, d: number) => (d ? n / d : 1);

/** Runs the shield's rules on a set: recall overall and per family, false positives on ordinary messages. */
export function evaluateScam(set: ScamSet): ScamReport {
  const failures: string[] = [];
  const byFamily = Object.fromEntries(
    SCAM_FAMILIES.map((f) => [f, { cases: 0, caught: 0, recall: 0, rightFamily: 0 }]),
  ) as Record<ScamFamily, FamilyFigures>;
  let caught = 0;
  let matched = 0;
  for (const c of set.scams) {
    const kinds: ScamSignalKind[] = scamSignals(c.text).map((s) => s.kind);
    const fig = byFamily[c.family];
    fig.cases++;
    if (kinds.length) {
      caught++;
      fig.caught++;
    } else failures.push(`missed ${c.family} (${c.from}): ${c.text}`);
    if (kinds.includes(c.family)) {
      matched++;
      fig.rightFamily++;
    } else if (kinds.length) failures.push(`wrong family ${c.family} → ${kinds.join(',')}: ${c.text}`);
  }
  for (const fig of Object.values(byFamily)) fig.recall = ratio(fig.caught, fig.cases);
  let falsePositives = 0;
  for (const o of set.ordinary) {
    const kinds = scamSignals(o.text).map((s) => s.kind);
    if (kinds.length) {
      falsePositives++;
      failures.push(`false positive ${kinds.join(',')} (${o.from}): ${o.text}`);
    }
  }
  return {
    scams: set.scams.length,
    caught,
    recall: ratio(caught, set.scams.length),
    familyMatch: ratio(matched, set.scams.length),
    byFamily,
    ordinary: set.ordinary.length,
    falsePositives,
    falsePositiveRate: set.ordinary.length ? falsePositives / set.ordinary.length : 0,
    failures,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Prints a report the way `npm run eval:ai` prints its parts. */
export function printScamReport(label: string, r: ScamReport): void {
  console.info(`\n== Scam shield: ${label} ==`);
  console.info(
    `recall ${pct(r.recall)} (${r.caught}/${r.scams}), right family ${pct(r.familyMatch)}, ` +
      `false positives ${pct(r.falsePositiveRate)} (${r.falsePositives}/${r.ordinary})`,
  );
  for (const [family, f] of Object.entries(r.byFamily)) {
    if (!f.cases) continue;
    console.info(
      `  ${family.padEnd(20)} recall ${pct(f.recall).padStart(6)} (${f.caught}/${f.cases}), right family ${f.rightFamily}/${f.cases}`,
    );
  }
  for (const line of r.failures) console.info(`  - ${line}`);
}
