import type { ChatMessage, ScamSignal } from '@revy/shared';

/** A message in the browser: as stored, or one of ours on its way (or failed) with its client id. */
export type LocalMessage = ChatMessage & { local?: 'sending' | 'failed' };

/** A v7-shaped UUID made in the browser, so a retried send is never stored twice. */
export function newMessageId(now = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts & 0xff;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Adds or replaces messages by id and keeps the list oldest first. A stored copy replaces a
 * local one (the server's id is the client's), so the live echo of our own send is not doubled.
 */
export function mergeMessages(
  current: readonly LocalMessage[] | undefined,
  incoming: readonly LocalMessage[],
): LocalMessage[] {
  const byId = new Map<string, LocalMessage>();
  for (const m of current ?? []) byId.set(m.id, m);
  for (const m of incoming) {
    const had = byId.get(m.id);
    // A stored copy never goes back to "sending".
    if (had && !had.local && m.local) continue;
    byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
  );
}

/** The newest stored (not local) message, for afterId catch-up and mark-read. */
export function lastStored(list: readonly LocalMessage[] | undefined): LocalMessage | undefined {
  if (!list) return undefined;
  for (let i = list.length - 1; i >= 0; i--) if (!list[i]!.local) return list[i];
  return undefined;
}

export type MessageKind = 'text' | 'offer' | 'system' | 'form';

/** The buyer assistant's message (issue 6): no sender, metadata.kind 'assistant' with metadata.revy. */
export const isAssistantMessage = (m: ChatMessage) =>
  m.metadata?.kind === 'assistant' || (m.senderId === null && !!m.metadata?.revy);

/** The kind of a message: system lines and offers are drawn differently from people's text. */
export function messageKind(m: ChatMessage): MessageKind {
  const k = m.metadata?.kind;
  if (k === 'offer' || k === 'system' || k === 'form') return k;
  return m.senderId === null && !isAssistantMessage(m) ? 'system' : 'text';
}

/** The scam warnings the server attached to a message (the recipient sees them; decision 026). */
export function scamSignals(m: ChatMessage): ScamSignal[] {
  const s = m.metadata?.scamSignals;
  if (!Array.isArray(s)) return [];
  return s.filter(
    (x): x is ScamSignal => !!x && typeof x === 'object' && typeof (x as ScamSignal).warning === 'string',
  );
}

/** Splits text into plain runs and link-looking runs, so links can be shown (never auto-followed). */
export function splitLinks(text: string): Array<{ text: string; link: boolean }> {
  const out: Array<{ text: string; link: boolean }> = [];
  const re = /\b((?:https?:\/\/|www\.)[^\s<>"']+)/gi;
  let at = 0;
  for (const match of text.matchAll(re)) {
    const i = match.index ?? 0;
    if (i > at) out.push({ text: text.slice(at, i), link: false });
    out.push({ text: match[0], link: true });
    at = i + match[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), link: false });
  return out;
}
