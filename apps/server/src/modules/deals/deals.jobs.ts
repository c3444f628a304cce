import { dealNotice, dealSteps, type DealActor } from '@revy/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { scheduledJob } from '../../lib/queue/scheduled-job';
import { cancelUpcomingDrivesOfListing } from '../events';
import { tellOtherBuyersSold } from '../chats';
import { findUsersByIds } from '../users';
import { DEAL_FINISHED_QUEUE, finishIfReady, sellerRecord } from './deal-change';
import { dealNotices, sendDealNotices } from './deal-notices';
import { createProviderTransaction } from './deal-open';
import { stepInput } from './deal-view';
import * as repo from './deals.repo';

/**
 * After a deal sold the car (its job is written in that transaction, one per deal): the other buyers are told,
 * politely, in their chats, and the listing's test drives still to come are cancelled. Safe to repeat.
 */
export async function runDealFinished(ctx: AppContext, dealId: string): Promise<{ told: number; cancelled: number }> {
  const deal = await repo.findDeal(ctx.db, dealId);
  // Sold: paid (the deal may still be open for the handover and the title) or finished; not after a cancellation.
  const sold = deal && (deal.status === 'completed' || (deal.status === 'open' && deal.data.soldMarkedAt));
  if (!deal || !sold || !deal.listingId || !deal.buyerId) return { told: 0, cancelled: 0 };
  const seller = await sellerRecord(ctx.db, deal);
  if (!seller) return { told: 0, cancelled: 0 };
  const told = await tellOtherBuyersSold(ctx, seller, deal.listingId, deal.buyerId, deal.id);
  const cancelled = await cancelUpcomingDrivesOfListing(ctx, seller, deal.listingId);
  return { told, cancelled };
}

const whoWaits = (actor: DealActor, deal: { sellerId: string | null; buyerId: string | null }) =>
  [actor !== 'buyer' ? deal.sellerId : null, actor !== 'seller' ? deal.buyerId : null].filter((x): x is string => !!x);

/**
 * Once a minute: open deals whose current step has waited DEAL_REMINDER_HOURS remind whoever acts next (claimed with
 * `skip locked`, so one instance sends each); a deal whose last step was done elsewhere (an ID verified later)
 * finishes; KeySavvy transactions that could not be created are retried.
 */
export async function runDealReminders(ctx: AppContext, now = new Date()): Promise<{ reminded: number }> {
  const before = new Date(now.getTime() - ctx.config.dealReminderHours * 3_600_000);
  const due = await repo.claimReminders(ctx.db, before, now);
  let reminded = 0;
  for (const deal of due) {
    const [people, sigs] = await Promise.all([
      findUsersByIds(
        ctx.db,
        [deal.sellerId, deal.buyerId].filter((x): x is string => !!x),
      ),
      repo.currentSignatures(ctx.db, [deal]),
    ]);
    const verified = (id: string | null) => people.find((p) => p.id === id)?.isIdVerified ?? false;
    const input = stepInput(
      deal,
      { sellerVerified: verified(deal.sellerId), buyerVerified: verified(deal.buyerId) },
      sigs.get(deal.id) ?? [],
    );
    const current = dealSteps(input).find((s) => s.status === 'current');
    if (!current || current.key === 'done' || !current.nextActor) {
      const seller = await sellerRecord(ctx.db, deal);
      if (seller && (await ctx.db.transaction((tx) => finishIfReady(ctx, tx, seller, deal))))
        ctx.jobs.wake(DEAL_FINISHED_QUEUE);
      continue;
    }
    const waiting = new Set(whoWaits(current.nextActor, deal));
    const text = dealNotice({ kind: 'reminder', step: current.key, detail: current.detail });
    const items = dealNotices(deal, null, text.title, text.body, 'deal.reminder').filter((n) => waiting.has(n.userId));
    await sendDealNotices(ctx, items);
    reminded += items.length;
  }
  for (const deal of await repo.dealsWithoutProviderTransaction(ctx.db)) await createProviderTransaction(ctx, deal.id);
  return { reminded };
}

export const dealReminderJob = scheduledJob('deals.reminders', 'minute', (ctx) => runDealReminders(ctx));

/** The deals module's background work: reminders (every minute) and the finishing effects (one job per deal). */
export const dealJobs = fp(
  async (app: FastifyInstance) => {
    app.ctx.jobs.work<{ dealId: string }>(
      {
        name: DEAL_FINISHED_QUEUE,
        policy: 'standard',
        retryLimit: 5,
        retryDelay: 10,
        retryDelayMax: 600,
        expireInSeconds: 300,
        pollingSeconds: 10,
      },
      async (data) => runDealFinished(app.ctx, data.dealId),
    );
    await app.register(dealReminderJob);
  },
  { name: 'deals-jobs' },
);
