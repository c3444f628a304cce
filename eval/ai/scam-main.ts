/**
 * The scam shield's figures (decision 026): `npx tsx eval/ai/scam-main.ts`. Sections and targets are in
 * scam-report.ts, which `npm run eval:ai` can call too (`printScamSections`, or `scamSections` and
 * `scamMeetsTargets`). Exits 1 when the judged set misses the targets.
 */
import { printScamSections } from './scam-report';

process.exit((await printScamSections()) ? 0 : 1);
