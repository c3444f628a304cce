/*
 * Test fixtures of the mail module for other modules' tests and the test harness. Production code never imports this
 * file.
 */
import type { TestApp } from '../../../test/build-test-app';
import { mailSigningKey } from './mail-key';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The token of `userId`'s unsubscribe links, as the app signs it. */
export async function unsubscribeTokenFor(t: TestApp, userId: string): Promise<string> {
  return signUnsubscribeToken(await mailSigningKey(t.ctx.db, t.ctx.config.appSecret), userId);
}
