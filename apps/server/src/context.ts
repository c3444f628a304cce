import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createVinDecoder, type VinDecoder } from './adapters/vin-decoder';
import { EquipmentCache } from './modules/vin';
import { createMailer, type Mailer } from './adapters/mail';
import { createRateLimiter, type RateLimiter } from './adapters/rate-limit';
import { createStorage, type Storage } from './adapters/storage';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments';
import { createIdentityProvider, type IdentityProvider } from './adapters/identity';
import { createTitleTransfer, type TitleTransferService } from './adapters/title-transfer';
import { createFeedBus, type FeedBus } from './adapters/feed-bus';
import { createAiEngine } from './adapters/ai';
import type { AiEngine } from './adapters/ai/ai-engine';
import { mailLogFor, unsubscribingMailer } from './modules/mail';
import { sandboxStoreFor } from './modules/payments';
import { JobQueue } from './lib/queue/job-queue';
import { craigslistManual, type ClassifiedsSite } from './adapters/classifieds';

/** The logging services do; pino (app.log) in the server, a console shim in the CLI. */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

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
  log: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Asset files: S3-compatible when S3_BUCKET is set, DATA_DIR/files otherwise. */
  storage: Storage;
  /** VIN decoding (offline vPIC, or online by VIN_DECODER_URL) with its in-memory cache. */
  vin: { decoder: VinDecoder; cache: EquipmentCache };
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox checkout otherwise. */
  payments: PaymentProvider;
  /** ID checks (issue 18): Stripe Identity when its keys are set, the built-in staff review otherwise. */
  identity: IdentityProvider;
  /** Deals' escrow and title service: KeySavvy when KEYSAVVY_* are set, the built-in deal room otherwise. */
  titleTransfer: TitleTransferService;
  /** Live feed fan-out: publish after commit; Redis pub/sub across instances when REDIS_URL is set. */
  feed: FeedBus;
  /** Assistant answers and listing text: the built-in engine, or an OpenAI-compatible LLM by AI_BASE_URL. */
  ai: AiEngine;
  /** Durable background work (pg-boss on this database): scheduled jobs and the assistant's answers. */
  jobs: JobQueue;
  /** Where listings are cross-posted: Craigslist by hand (the staff work queue) until an automated poster exists. */
  classifieds: ClassifiedsSite;
};

export type ContextOptions = {
  config: Config;
  database: Database;
  version: string;
  log: Logger;
  /** Adapters given by the caller (tests, CLI); made from config otherwise. */
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  storage?: Storage;
  /** Prefix of rate-limit keys in Redis, so test files sharing one Redis stay apart. */
  rateLimitPrefix?: string;
  vinDecoder?: VinDecoder;
  payments?: PaymentProvider;
  titleTransfer?: TitleTransferService;
  feed?: FeedBus;
  ai?: AiEngine;
  classifieds?: ClassifiedsSite;
};

/** Builds the context, creating the adapters config asks for (SMTP or outbox, Redis or memory). */
export async function createAppContext(opts: ContextOptions): Promise<AppContext> {
  const { config, database, log } = opts;
  // Every email to a user carries its unsubscribe link and RFC 8058 headers, whoever wrote it (issue 19).
  const mailer = unsubscribingMailer(
    opts.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: mailLogFor(database.db),
        // Tests read codes from the outbox table; printing them would only be noise.
        print: config.env !== 'test',
        logger: log,
      }),
    { db: database.db, appUrl: config.appUrl, appSecret: config.appSecret },
  );
  const rateLimiter =
    opts.rateLimiter ?? (await createRateLimiter({ redisUrl: config.redisUrl, prefix: opts.rateLimitPrefix, log }));
  const storage = opts.storage ?? createStorage(config);
  const vin = {
    decoder: opts.vinDecoder ?? createVinDecoder({ url: config.vinDecoderUrl, log }),
    cache: new EquipmentCache(),
  };
  const payments = opts.payments ?? createPaymentProvider(config, sandboxStoreFor(database.db));
  // Apps given their own rate-limit prefix (each test file, the two-instance test) also get
  // their own feed channel: the same prefix means the same Redis namespace.
  const feed =
    opts.feed ??
    (await createFeedBus({ redisUrl: config.redisUrl, channel: `${opts.rateLimitPrefix ?? 'revy:'}feed`, log }));
  const ai = opts.ai ?? createAiEngine({ ...config.ai, log });
  const jobs = new JobQueue(database, log);
  return {
    config,
    database,
    db: database.db,
    version: opts.version,
    log,
    mailer,
    rateLimiter,
    storage,
    vin,
    payments,
    identity: createIdentityProvider(config),
    titleTransfer: opts.titleTransfer ?? createTitleTransfer(config),
    feed,
    ai,
    jobs,
    classifieds: opts.classifieds ?? craigslistManual,
  };
}

/** Closes the adapters (not the database, which its opener closes; not the job queue, which the jobs plugin stops first). */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  await Promise.allSettled([
    ctx.mailer.close(),
    ctx.rateLimiter.close(),
    ctx.vin.decoder.close(),
    ctx.payments.close(),
    ctx.feed.close(),
    ctx.ai.close(),
  ]);
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
