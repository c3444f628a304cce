/** "waiting 5 min", "waiting 2 h", "waiting 3 days" since the buyer's unanswered message; '' when none. */
export function waitingLabel(since: string | null | undefined, now: number): string {
  if (!since) return '';
  const ms = now - new Date(since).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '';
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'waiting <1 min';
  if (min < 60) return `waiting ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `waiting ${h} h`;
  return `waiting ${Math.floor(h / 24)} days`;
}

/** When a chat last moved, for sorting inboxes newest first. */
export const lastActivity = (c: { lastMessageAt: string | null; updatedAt: string }) => c.lastMessageAt ?? c.updatedAt;
