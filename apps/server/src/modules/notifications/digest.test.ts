import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DELAY_MS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createUser } from '../../../test/factories';
import { mailOutbox } from '../mail/mail.table';
import { users } from '../users/users.table';
import { DIGEST_MIN_GAP_MS, sendNotificationDigests } from './digest.job';
import { notifyUsers } from './notifications.service';
import { notifications } from './notifications.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const DUE = NOTIFICATION_EMAIL_DELAY_MS / 60_000 + 1;

/** Notifications for `userId`, created `ageMinutes` ago. */
async function notify(userId: string, titles: string[], ageMinutes = DUE) {
  await notifyUsers(
    t.ctx,
    titles.map((title) => ({
      userId,
      type: 'chat.message' as const,
      title,
      body: `<b>${title}</b> body`,
      link: '/listings/l1/chat/c1',
    })),
  );
  await t.ctx.db
    .update(notifications)
    .set({ createdAt: minutesAgo(ageMinutes) })
    .where(eq(notifications.userId, userId));
  return t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('the notification email digest', () => {
  it('mails one digest listing three unread messages, with links, and marks them emailed', async () => {
    const u = await createUser(t, { firstName: 'Dana' });
    const rows = await notify(u.user.id, ['Message 1', 'Message 2', 'Message 3']);
    await sendNotificationDigests(t.ctx);
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 3 unread notifications on Revy');
    expect(mails[0]!.text).toContain('Hi Dana,');
    expect(mails[0]!.text).toContain('http://revy.test/listings/l1/chat/c1');
    for (const n of [1, 2, 3]) expect(mails[0]!.text).toContain(`Message ${n}`);
    // What other users typed is escaped in the HTML part.
    expect(mails[0]!.html).toContain('&lt;b&gt;Message 1&lt;/b&gt;');
    const after = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after.every((n) => n.emailedAt instanceof Date)).toBe(true);

    // Already emailed: the next run sends nothing.
    await sendNotificationDigests(t.ctx);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('sends nothing for read, too recent, anonymous or disabled users’ notifications', async () => {
    const read = await createUser(t);
    await notify(read.user.id, ['Seen it']);
    await t.ctx.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, read.user.id));
    const fresh = await createUser(t);
    await notify(fresh.user.id, ['Just now'], 1);
    const anon = await createAnonymous(t);
    await notify(anon.userId, ['For nobody']);
    const disabled = await createUser(t);
    await notify(disabled.user.id, ['Locked out']);
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    await sendNotificationDigests(t.ctx);
    expect(await mailsTo(disabled.email)).toHaveLength(0);
    expect(await mailsTo(read.email)).toHaveLength(0);
    expect(await mailsTo(fresh.email)).toHaveLength(0);
    const [anonRow] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, anon.userId));
    expect(anonRow!.emailedAt).toBeNull();
  });

  it('waits DIGEST_MIN_GAP_MS before the next digest to the same user', async () => {
    const u = await createUser(t);
    await notify(u.user.id, ['One']);
    await sendNotificationDigests(t.ctx);
    await notifyUsers(t.ctx, [{ userId: u.user.id, type: 'chat.message', title: 'Two' }]);
    const later = new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS + 60_000);
    await sendNotificationDigests(t.ctx, later);
    expect(await mailsTo(u.email)).toHaveLength(1);
    await sendNotificationDigests(t.ctx, new Date(Date.now() + DIGEST_MIN_GAP_MS + 60_000));
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain('New on Revy: Two');
  });

  it('sends each digest once when two runs go at the same time', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    for (const u of people) await notify(u.user.id, ['A', 'B']);
    const [a, b] = await Promise.all([sendNotificationDigests(t.ctx), sendNotificationDigests(t.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(6);
    for (const u of people) expect(await mailsTo(u.email)).toHaveLength(1);
  });
});
