/**
 * The scam shield's figures on the development set and the fresh checks (decision 026): `npx tsx eval/ai/scam-main.ts`.
 * `npm run eval:ai` (eval/ai/run.ts, owned apart) adds the held-out set when wired in.
 */
import { DEV_SCAM } from './scam-dev';
import { evaluateScam, printScamReport } from './scam-eval';
import {
  FRESH_SCAM,
  FRESH_SCAM_2,
  FRESH_SCAM_3,
  FRESH_SCAM_4,
  FRESH_SCAM_5,
  FRESH_SCAM_6,
  FRESH_SCAM_7,
} from './scam-fresh';

printScamReport('development (tuned on)', evaluateScam(DEV_SCAM));
const fresh = {
  scams: [FRESH_SCAM, FRESH_SCAM_2, FRESH_SCAM_3, FRESH_SCAM_4, FRESH_SCAM_5, FRESH_SCAM_6, FRESH_SCAM_7].flatMap(
    (s) => s.scams,
  ),
  ordinary: [FRESH_SCAM, FRESH_SCAM_2, FRESH_SCAM_3, FRESH_SCAM_4, FRESH_SCAM_5, FRESH_SCAM_6, FRESH_SCAM_7].flatMap(
    (s) => s.ordinary,
  ),
};
printScamReport(
  'fresh checks, rounds one to seven (each spent after its first run; see decision 026)',
  evaluateScam(fresh),
);
