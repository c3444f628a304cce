import type { Scenarios } from '../scenario';
import type { World } from '../world';

/** A row whose VIN is broken: a run skips it, so the table's world gains no listing. */
const CSV = 'VIN,Year,Make,Model,Seller email\nNOT-A-VIN,2019,Honda,Accord,nobody@revy.test\n';

/** A fresh import, uploaded (and mapped) by the world's admin, so every caller's run has one of its own. */
async function freshImport(w: World): Promise<string> {
  const admin = w.actors.admin.client;
  const up = await admin.post('/v1/listing-import', { fileName: 'access.csv', content: CSV });
  if (up.status !== 201) throw new Error(`import upload failed: ${up.status} ${up.text}`);
  const mapped = await admin.put(`/v1/listing-import/${up.body.id}/mapping`, { mapping: up.body.mapping });
  if (mapped.status !== 200) throw new Error(`import mapping failed: ${mapped.status} ${mapped.text}`);
  return up.body.id as string;
}

/** One import for the reads, made once per world (a read must find it already there: no GET may write). */
const shared = new WeakMap<World, Promise<string>>();
function sharedImport(w: World): Promise<string> {
  if (!shared.has(w)) shared.set(w, freshImport(w));
  return shared.get(w)!;
}

/** Admin import of listings from CSV (issue 16, decision 033). */
export const listingImportScenarios: Scenarios = {
  'POST /v1/listing-import': async (w) => {
    // The first route walked: the reads' import is made here, while a write is walked.
    await sharedImport(w);
    return { path: '/v1/listing-import', json: { fileName: 'a.csv', content: CSV } };
  },
  'GET /v1/listing-import': () => ({ path: '/v1/listing-import' }),
  'GET /v1/listing-import/:id': async (w) => ({ path: `/v1/listing-import/${await sharedImport(w)}` }),
  'PUT /v1/listing-import/:id/mapping': async (w) => ({
    path: `/v1/listing-import/${await freshImport(w)}/mapping`,
    json: { mapping: { VIN: 'vin', Year: 'year', Make: 'make', Model: 'model', 'Seller email': 'sellerEmail' } },
  }),
  'GET /v1/listing-import/:id/preview': async (w) => ({ path: `/v1/listing-import/${await sharedImport(w)}/preview` }),
  'GET /v1/listing-import/:id/report': async (w) => ({ path: `/v1/listing-import/${await sharedImport(w)}/report` }),
  'GET /v1/listing-import/:id/report.csv': async (w) => ({
    path: `/v1/listing-import/${await sharedImport(w)}/report.csv`,
  }),
  // The run it starts works in the background; the walk drains the queue after each write.
  'POST /v1/listing-import/:id/run': async (w) => ({
    path: `/v1/listing-import/${await freshImport(w)}/run`,
    json: {},
  }),
};
