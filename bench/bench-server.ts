/**
 * The real app plus one route answering a constant, for side-by-side throughput numbers:
 * the difference between the two is what sessions, the database and serialisation cost.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const app = await buildApp({ config, logger: false });
app.get('/bench/constant', async () => ({ ok: true, name: 'constant' }));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void app.close().then(() => process.exit(0)));
