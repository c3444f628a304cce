// `npm run bench`: every benchmark, results printed and written to bench/results/latest.json.
// Copy the figures into docs/performance.md with the date and machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { benchStartup } from './startup.mjs';
import { benchUserCurrent } from './user-current.mjs';
import { benchListingSearch } from './listing-search.mjs';
import { benchListingTable } from './listing-table.mjs';
import { benchPhotoPipeline } from './photo-pipeline.mjs';
import { benchWebhookReplay } from './webhook-replay.mjs';
import { benchFeedFanout } from './feed-fanout.mjs';
import { benchPricingEstimate } from './pricing-estimate.mjs';
import { benchAiEngine } from './ai-engine.mjs';
import { benchBookingRace } from './booking-race.mjs';
import { benchSlots } from './slots.mjs';
import { benchUploadMemory } from './upload-memory.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchVinReport } from './vin-report.mjs';

const only = process.argv[2];
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  memGb: Math.round(os.totalmem() / 2 ** 30),
};
if (!only || only === 'startup') results.startup = await benchStartup();
if (!only || only === 'user-current') results.userCurrent = await benchUserCurrent();
// PostgreSQL only (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
if (!only || only === 'listing-search') results.listingSearch = await benchListingSearch();
// PostgreSQL only: the staff listing table, before and after its indexes.
if (!only || only === 'listing-table') results.listingTable = await benchListingTable();
if (!only || only === 'photo-pipeline') results.photoPipeline = await benchPhotoPipeline();
// PostgreSQL only, like listing-search.
if (!only || only === 'webhook-replay') results.webhookReplay = await benchWebhookReplay();
// PostgreSQL and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379): two instances, 2,000 sockets.
if (!only || only === 'feed-fanout') results.feedFanout = await benchFeedFanout();
// PostgreSQL only, like listing-search.
if (!only || only === 'pricing-estimate') results.pricingEstimate = await benchPricingEstimate();
// PostgreSQL only: 50 buyers racing for one test-drive slot must end with one booking.
if (!only || only === 'booking-race') results.bookingRace = await benchBookingRace();
// No database: the built-in AI engine in process.
if (!only || only === 'ai-engine') results.aiEngine = await benchAiEngine();
// No database: computeSlots and isSlotBookable in process.
if (!only || only === 'slots') results.slots = await benchSlots();
// A real server process on the embedded database: 20 concurrent 48 MP uploads, then hostile files.
if (!only || only === 'upload-memory') results.uploadMemory = await benchUploadMemory();
// No database: drawing the built-in vehicle history report PDF.
if (!only || only === 'vin-report') results.vinReport = await benchVinReport();
// The production server on the embedded database: Lighthouse mobile on /, /showroom and a listing (--baseline <ref>).
if (!only || only === 'lighthouse') results.lighthouse = await benchLighthouse();

const dir = path.join(ROOT, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
