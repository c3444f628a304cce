/**
 * The scam shield's figures (decision 026): `npx tsx eval/ai/scam-main.ts`. The development set is tuned on; fresh
 * rounds one to seven were each run once and then spent; round eight is the last, never tuned on. `npm run eval:ai`
 * (eval/ai/run.ts, owned apart) adds the held-out set when wired in.
 */
import { DEV_SCAM } from './scam-dev';
import { evaluateScam, printScamReport } from './scam-eval';
import * as fresh from './scam-fresh';

printScamReport('development (tuned on)', evaluateScam(DEV_SCAM));
const spent = [
  fresh.FRESH_SCAM,
  fresh.FRESH_SCAM_2,
  fresh.FRESH_SCAM_3,
  fresh.FRESH_SCAM_4,
  fresh.FRESH_SCAM_5,
  fresh.FRESH_SCAM_6,
  fresh.FRESH_SCAM_7,
];
printScamReport(
  'fresh rounds one to seven (each spent after its first run)',
  evaluateScam({ scams: spent.flatMap((s) => s.scams), ordinary: spent.flatMap((s) => s.ordinary) }),
);
printScamReport('fresh round eight (never tuned on)', evaluateScam(fresh.FRESH_SCAM_8));
