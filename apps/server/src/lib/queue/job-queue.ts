import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type PGliteLike, type QueuePolicy } from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client';
import type { Logger } from '../../context';

/** pg-boss keeps its tables in this schema of the app's own database (decision 015). */
export const QUEUE_SCHEMA = 'pgboss';

/** How a queue's jobs are kept and retried; see decision 015 for the values each module picks. */
export type QueueSpec = {
  name: string;
  /** `key_strict_fifo`: one job at a time per key, in order (the assistant, per chat). `stately`: a scheduled job never piles up. */
  policy: Extract<QueuePolicy, 'standard' | 'stately' | 'key_strict_fifo'>;
  retryLimit: number;
  /** Seconds before the first retry; doubled per attempt (with jitter) up to retryDelayMax. */
  retryDelay: number;
  retryDelayMax: number;
  /** An attempt running longer than this is taken as lost and retried. */
  expireInSeconds: number;
  /** How often an idle worker asks the database for work; a send on this instance wakes it at once. */
  pollingSeconds: number;
  /**
   * The worker refreshes a running job this often (halved); a job not refreshed for this long
   * belongs to a dead instance and is retried (after a kill -9), instead of after expireInSeconds.
   */
  heartbeatSeconds?: number;
};

/**
 * pg-boss schedules are cron expressions (UTC): once a minute for the app's regular work, and once a night at 04:30 UTC
 * (night across the US) for upkeep that briefly locks a table (the search projection's reorder, decision 047).
 */
export type Every = 'minute' | 'nightly';
const CRON: Record<Every, string> = { minute: '* * * * *', nightly: '30 4 * * *' };

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<unknown>;

export type SendOptions = {
  /** Sends in the caller's transaction: the job exists if and only if the transaction commits. */
  tx?: DbOrTx;
  /** The job's id (a uuid): a second send with the same id adds nothing. */
  id?: string;
  /** Ordering key of a `key_strict_fifo` queue. */
  key?: string;
};

type Registered = { spec: QueueSpec; handler: JobHandler<unknown>; every?: Every };

/**
 * The app's durable background work: pg-boss on the app's own database (PGlite or PostgreSQL,
 * same code). Modules declare their queues and handlers before the app is ready; `start` creates
 * the schema, queues and schedules and starts the workers; `stop` stops fetching, waits for the
 * work under way, then lets the database close. `drain` is how tests wait for queued work.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registered = new Map<string, Registered>();
  private readonly workerIds = new Map<string, string>();
  private running = 0;
  private state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  /** Embedded PGlite: one process holds the data dir (its lock), so at start no job can be running anywhere. */
  private readonly soleInstance: boolean;

  constructor(
    database: Database,
    private readonly log: Logger,
    opts: { schedule?: boolean } = {},
  ) {
    this.soleInstance = database.queueConnection.kind === 'pglite';
    this.boss = createBoss(database, { schedule: opts.schedule ?? true });
    // pg-boss's own upkeep (maintenance, cron pass) reports here; the next pass tries again.
    this.boss.on('error', (err) => this.log.warn({ err }, 'job queue: pg-boss error'));
  }

  private readonly settledListeners = new Set<(name: string) => void>();

  /**
   * Calls `listener` after every job this instance runs, done or failed: for in-memory copies its writes may have
   * outdated (the showroom cache, decision 049). Returns the unsubscribe function.
   */
  onSettled(listener: (name: string) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Declares a queue and its handler (before start). */
  work<T>(spec: QueueSpec, handler: JobHandler<T>): void {
    if (this.state !== 'new') throw new Error(`job queue: ${spec.name} declared after start`);
    if (this.registered.has(spec.name)) throw new Error(`job queue: ${spec.name} declared twice`);
    this.registered.set(spec.name, { spec, handler: handler as JobHandler<unknown> });
  }

  /** Declares a queue whose job runs every `every`, once across all instances (before start). */
  schedule(spec: QueueSpec, every: Every, handler: JobHandler<object>): void {
    this.work(spec, handler);
    this.registered.get(spec.name)!.every = every;
  }

  get names(): string[] {
    return [...this.registered.keys()];
  }

  /** The queues that run on a schedule (the others run when work is sent to them); `every` narrows to one cadence. */
  scheduledNamesEvery(every?: Every): string[] {
    return [...this.registered].filter(([, r]) => (every ? r.every === every : r.every)).map(([name]) => name);
  }

  get scheduledNames(): string[] {
    return this.scheduledNamesEvery();
  }

  /**
   * Queues a job; resolves to its id, or null when a job with that id already exists. With `tx`
   * the job is written in that transaction (on PGlite's one connection, a send outside it would
   * wait for the transaction to end: a deadlock).
   */
  async send(name: string, data: object, opts: SendOptions = {}): Promise<string | null> {
    if (this.state !== 'started') throw new Error(`job queue: send to ${name} before the queue started`);
    if (!this.registered.has(name)) throw new Error(`job queue: unknown queue ${name}`);
    return this.boss.send(name, data, {
      ...(opts.id ? { id: opts.id } : {}),
      ...(opts.key ? { singletonKey: opts.key } : {}),
      ...(opts.tx ? { db: fromDrizzle(opts.tx as never, sql as never) } : {}),
    });
  }

  /** Wakes this instance's worker of `name` now instead of at its next poll (after a send commits). */
  wake(name: string): void {
    const id = this.workerIds.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  /** The job of `name` with this id, with its state and data (tests). */
  async find(name: string, id: string) {
    return this.boss.findJobs(name, { id });
  }

  /** Puts a failed job back in the queue (staff's Retry). Resolves to whether a job was changed. */
  async retry(name: string, id: string): Promise<boolean> {
    // The typings leave CommandResponse empty; the object carries `affected` (rows moved from failed).
    const res = (await this.boss.retry(name, id)) as { affected?: number };
    return (res.affected ?? 0) > 0;
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'starting';
    await this.boss.start();
    for (const { spec, every } of this.registered.values()) {
      const { name, pollingSeconds: _p, ...options } = spec;
      const queueOptions = { ...options, retryBackoff: true };
      // createQueue leaves an existing queue as it is; updateQueue brings its retry policy in step with the code.
      await this.boss.createQueue(name, queueOptions);
      const { policy: _policy, retryDelayMax: _max, heartbeatSeconds: _hb, ...updatable } = queueOptions;
      await this.boss.updateQueue(name, updatable);
      // `missed: 'once'`: after downtime the job runs once for the ticks it missed, not once per tick.
      if (every) await this.boss.schedule(name, CRON[every], {}, { missed: 'once' });
    }
    if (this.soleInstance) await this.retryOrphans();
    for (const [name, { spec, handler }] of this.registered) {
      const id = await this.boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: spec.pollingSeconds },
        async ([job]) => {
          if (!job) return;
          this.running++;
          try {
            return await handler(job.data, { id: job.id, retryCount: job.retryCount });
          } catch (err) {
            // pg-boss records the error on the job (staff see it at /admin/jobs) and retries it.
            this.log.warn({ err, job: name, jobId: job.id, attempt: job.retryCount }, 'job failed');
            throw err;
          } finally {
            this.running--;
            for (const listener of this.settledListeners) {
              try {
                listener(name);
              } catch (err) {
                this.log.warn({ err, job: name }, 'job queue: a settled listener failed');
              }
            }
          }
        },
      );
      this.workerIds.set(name, id);
    }
    this.state = 'started';
  }

  /**
   * Jobs left `active` by a process that died (kill -9, power loss) on embedded PGlite: none can
   * still be running, so they are failed now (retried after their backoff) rather than waiting
   * for their heartbeat or expiry. On PostgreSQL other instances may be running them; there the
   * heartbeat (or expiry) finds the dead ones.
   */
  private async retryOrphans(): Promise<void> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select name, id from ${QUEUE_SCHEMA}.job where state = 'active'`);
    const byName = new Map<string, string[]>();
    for (const r of rows as { name: string; id: string }[]) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
    for (const [name, ids] of byName) {
      await this.boss.fail(name, ids, { message: 'The server stopped during this attempt' });
      this.log.warn({ job: name, count: ids.length }, 'job queue: retrying jobs a stopped server left running');
    }
  }

  /** Stops fetching, waits (up to `timeoutMs`) for the work under way, and stops pg-boss's upkeep. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (this.state === 'new' || this.state === 'stopped') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    const until = Date.now() + timeoutMs;
    while (this.running > 0 && Date.now() < until) await sleep(20);
  }

  /**
   * Resolves once no job of `names` (all by default) is waiting to run now or running, waking
   * this instance's workers meanwhile. Tests use it where they used to wait for the in-memory queue.
   */
  async drain(names: string[] = this.names, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      for (const name of names) this.wake(name);
      const { rows } = await this.boss.getDb().executeSql(
        `select count(*)::int as n from ${QUEUE_SCHEMA}.job
          where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [names],
      );
      if ((rows[0] as { n: number }).n === 0 && this.running === 0) return;
      if (Date.now() > until) throw new Error(`job queue: ${names.join(', ')} not drained in ${timeoutMs} ms`);
      await sleep(25);
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function createBoss(database: Database, opts: { schedule: boolean }): PgBoss {
  const common = {
    schema: QUEUE_SCHEMA,
    schedule: opts.schedule,
    registerInstance: false,
    persistWarnings: false,
    // The pass that retries jobs whose heartbeat stopped (a dead instance) or that ran too long.
    monitorIntervalSeconds: 10,
    superviseIntervalSeconds: 10,
  } as const;
  const conn = database.queueConnection;
  if (conn.kind === 'pglite') {
    // The app's one PGlite connection: pg-boss's statements queue behind Drizzle's transactions
    // (PGlite runs one transaction at a time), never inside them. See decision 015.
    return new PgBoss({ ...common, db: fromPglite(conn.client as PGliteLike), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: conn.url, max: 4, application_name: 'revy-jobs' });
}

/**
 * Creates pg-boss's schema in `database` and stops: the test snapshot carries it, so a test
 * app's queue starts in milliseconds rather than seconds.
 */
export async function installQueueSchema(database: Database): Promise<void> {
  const boss = createBoss(database, { schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
