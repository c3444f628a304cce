import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoData } from './seed/demo';
import { seedDemoListings } from './seed/demo-listings';

/** Starts the API (and, with SERVE_WEB, the built web app) on one port, with graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  // First boot of an empty database: demo accounts to sign in with (DEMO_DATA=false to skip).
  const seeded = config.demoData && (await seedDemoData(app.ctx));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Demo cars are drawn and run through the photo pipeline after listening, so the first
  // start answers at once; they appear in the showroom a few seconds later.
  if (seeded) {
    seedDemoListings(app.ctx).catch((err) => app.log.error({ err }, 'demo listings could not be created'));
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
