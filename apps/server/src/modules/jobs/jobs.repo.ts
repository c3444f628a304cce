import { sql, type SQL } from 'drizzle-orm';
import type { JobState } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { QUEUE_SCHEMA } from '../../lib/queue/job-queue';

/** A row of pg-boss's job table, as the admin pages read it (pg-boss's own tables, read only here). */
export type JobRow = {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  start_after: Date;
  last_error: string | null;
};

const job = sql.raw(`${QUEUE_SCHEMA}.job`);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

// The error's message only: pg-boss stores the serialized error (with its stack) as the output.
const columns = sql`id, name, state, data, retry_count, retry_limit, created_on, started_on, completed_on, start_after,
  case when state in ('failed', 'retry') then output->>'message' end as last_error`;

// pg-boss's own queues (`__pgboss__send-it` carries cron ticks) are its business, not staff's.
function filter(q: { states: readonly JobState[]; name?: string | undefined }): SQL {
  const states = sql.join(
    q.states.map((s) => sql`${s}`),
    sql`, `,
  );
  return q.name
    ? sql`state in (${states}) and name = ${q.name}`
    : sql`state in (${states}) and not starts_with(name, '__pgboss')`;
}

/** A page of jobs in `states` (of one queue when `name` is given), newest first. */
export async function pageJobs(
  db: DbOrTx,
  q: { states: readonly JobState[]; name?: string | undefined; page: number; size: number },
) {
  const where = filter(q);
  const [rows, count] = await Promise.all([
    db.execute(
      sql`select ${columns} from ${job} where ${where} order by created_on desc, id desc limit ${q.size} offset ${q.page * q.size}`,
    ),
    db.execute(sql`select count(*)::int as n from ${job} where ${where}`),
  ]);
  return { rows: rowsOf<JobRow>(rows), total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

/** One job by id (ids are unique across queues: pg-boss makes them, or the app gives a message's UUIDv7). */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const res = await db.execute(sql`select ${columns} from ${job} where id = ${id} order by created_on desc limit 1`);
  return rowsOf<JobRow>(res)[0] ?? null;
}
