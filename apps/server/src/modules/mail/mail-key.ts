import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailKeys } from './email-preferences.table';

const KEY_ID = 'unsubscribe-v1';
const keys = new WeakMap<object, Promise<string>>();

/**
 * The key unsubscribe links are signed with: APP_SECRET when set, else a random key made on first use (insert ... on
 * conflict keeps the first one) and kept in mail_keys, so every instance on the database agrees. Cached per database.
 */
export function mailSigningKey(db: DbOrTx, appSecret: string | undefined): Promise<string> {
  if (appSecret) return Promise.resolve(appSecret);
  let p = keys.get(db);
  if (!p) {
    p = (async () => {
      await db
        .insert(mailKeys)
        .values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(mailKeys).where(eq(mailKeys.id, KEY_ID));
      return row!.secret;
    })();
    p.catch(() => keys.delete(db));
    keys.set(db, p);
  }
  return p;
}
