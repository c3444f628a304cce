import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_QUEUE_SPEC, runImport, type ImportJob } from './listing-import.runner';

/** The listing import runs (decision 033): one job per started import, worked here. */
export const listingImportJobs = fp(
  async (app: FastifyInstance) => {
    app.ctx.jobs.work<ImportJob>(IMPORT_QUEUE_SPEC, (data) => runImport(app.ctx, data));
  },
  { name: 'listing-import-jobs' },
);
