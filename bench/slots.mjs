// Slot computation (issue 7): computeSlots over 14 days with the spec 9 defaults and 200 existing
// events spread over the range, 5,000 calls after a warm-up (target p99 < 2 ms per call), plus
// isSlotBookable (the server's check inside the booking transaction). Pure code, no database.
// `npm run bench -- slots`. The work runs in bench/slots-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';

export async function benchSlots() {
  return runTsBench('slots-app.ts');
}
