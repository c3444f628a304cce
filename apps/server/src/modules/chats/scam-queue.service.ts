import {
  SCAM_QUEUE_MESSAGES,
  SCAM_SIGNAL_KINDS,
  isStaff,
  toPage,
  type Page,
  type ScamFlaggedChat,
  type ScamSignalKind,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { chatViews } from './chat-views';
import { toChatMessage } from './chats.mapper';
import type { MessageRow } from './messages.repo';
import * as repo from './scam-queue.repo';

function assertStaff(actor: UserRecord): void {
  if (!isStaff(actor)) throw forbidden('Only staff review flagged conversations');
}

/** The kinds found in some messages, in the order of SCAM_SIGNAL_KINDS (families first, then legacy kinds). */
function familiesOf(messages: MessageRow[]): ScamSignalKind[] {
  const found = new Set<string>();
  for (const m of messages) {
    const signals = m.metadata.scamSignals;
    if (Array.isArray(signals)) for (const s of signals as { kind?: unknown }[]) found.add(String(s.kind));
  }
  return SCAM_SIGNAL_KINDS.filter((k) => found.has(k));
}

/**
 * GET /v1/concierge/scam-flagged: conversations with a flagged message that staff have not dismissed since, the latest
 * flag first, each with its flagged messages. Staff only. A fixed number of queries per page.
 */
export async function listScamFlagged(
  ctx: AppContext,
  actor: UserRecord,
  q: { page: number; size: number },
): Promise<Page<ScamFlaggedChat>> {
  assertStaff(actor);
  const { rows, total } = await repo.pageScamFlagged(ctx.db, q);
  const ids = rows.map((r) => r.id);
  const [views, flagged] = await Promise.all([
    chatViews(ctx.db, null, rows),
    repo.flaggedMessagesOf(ctx.db, ids, SCAM_QUEUE_MESSAGES),
  ]);
  const content = rows.map((row, i) => {
    const messages = flagged.messages.get(row.id) ?? [];
    return {
      chat: views[i]!,
      scamFlaggedAt: row.scamFlaggedAt!.toISOString(),
      families: familiesOf(messages),
      flaggedMessageCount: flagged.counts.get(row.id) ?? 0,
      messages: messages.map(toChatMessage),
    };
  });
  return toPage(content, total, q);
}

/**
 * POST /v1/concierge/scam-flagged/{id}/dismiss: staff reviewed the conversation and found nothing to act on. It leaves
 * the queue (dismissing one that is not flagged changes nothing); the warnings stay on the messages (the person at
 * risk keeps seeing them), and a new flagged message brings the chat back.
 */
export async function dismissScamFlag(ctx: AppContext, actor: UserRecord, chatId: string): Promise<void> {
  assertStaff(actor);
  // Nothing is published: the flag is staff's bookkeeping, not part of the Chat payload its people watch.
  if (!(await repo.clearScamFlag(ctx.db, chatId))) throw notFound('Chat');
}
