import type { Config } from './config';
import type { Database, Db } from './db/client';

/**
 * What services need from the running app: config, database and the outside-service
 * adapters. Built once in buildApp and reachable as `app.ctx`; services take it as their
 * first argument so they can be called from routes, the CLI and tests alike.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
