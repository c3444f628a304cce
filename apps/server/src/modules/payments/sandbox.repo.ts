import { eq, sql } from 'drizzle-orm';
import type { SandboxStore } from '../../adapters/payments';
import type { Db, DbOrTx } from '../../db/client';
import { toPromoCode, type SandboxSessionRow } from './payments.mapper';
import { promoCodes } from './promo-codes.table';
import { sandboxCheckoutSessions } from './sandbox-sessions.table';

export type SandboxSessionPatch = Partial<Omit<typeof sandboxCheckoutSessions.$inferInsert, 'id' | 'createdAt'>>;

export async function findSandboxSession(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SandboxSessionRow | null> {
  const q = db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateSandboxSession(
  db: DbOrTx,
  id: string,
  patch: SandboxSessionPatch,
): Promise<SandboxSessionRow> {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set(patch)
    .where(eq(sandboxCheckoutSessions.id, id))
    .returning();
  return row!;
}

/** The sandbox payment provider's storage (adapters/payments/sandbox-provider.ts). */
export function sandboxStoreFor(db: Db): SandboxStore {
  return {
    async insertSession(values) {
      const [row] = await db.insert(sandboxCheckoutSessions).values(values).returning();
      return row!;
    },
    findSession: (id) => findSandboxSession(db, id),
    async findPromoCode(code) {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, sql`upper(${code})`));
      return row ? toPromoCode(row) : null;
    },
  };
}
