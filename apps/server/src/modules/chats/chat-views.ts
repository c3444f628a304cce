import type { Chat, ChatUser, PublicUser } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { photoStats } from '../assets';
import { findChatListings } from '../listings';
import { toPublicUser } from '../users';
import { findUsersByIds } from '../users';
import * as repo from './chats.repo';
import type { ChatRow, ChatUserRow } from './chats.repo';
import { toForm } from '../forms';
import { toChat, toChatUser } from './chats.mapper';
import { formsOfChat, lastMessages } from './messages.repo';

async function publicUsers(db: DbOrTx, ids: string[]): Promise<Map<string, PublicUser>> {
  const rows = await findUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((u) => [u.id, toPublicUser(u)]));
}

/**
 * Chats as `viewer` sees them, with listing summary, both people, the viewer's read state and
 * the last message: a fixed number of queries for a whole page, never one per chat.
 */
export async function chatViews(
  db: DbOrTx,
  viewer: { id: string } | null,
  rows: ChatRow[],
  opts: { forms?: boolean } = {},
): Promise<Chat[]> {
  if (rows.length === 0) return [];
  const chatIds = rows.map((c) => c.id);
  const listingIds = [...new Set(rows.map((c) => c.listingId))];
  const listings = new Map((await findChatListings(db, listingIds)).map((l) => [l.id, l]));
  const [users, mine, last, photos] = await Promise.all([
    publicUsers(db, [
      ...rows.map((c) => c.buyerId),
      ...[...listings.values()].map((l) => l.sellerId),
      ...(viewer ? [viewer.id] : []),
    ]),
    viewer ? repo.chatUsersOf(db, chatIds, viewer.id) : new Map<string, ChatUserRow>(),
    lastMessages(db, chatIds),
    photoStats(db, listingIds),
  ]);
  const forms = opts.forms && rows.length === 1 ? (await formsOfChat(db, rows[0]!.id)).map(toForm) : undefined;
  return rows.map((c) => {
    const listing = listings.get(c.listingId) ?? null;
    const files = photos.get(c.listingId)?.cover?.files;
    const me = mine.get(c.id);
    return toChat(c, {
      listing,
      coverUrl: files?.cover600x400 ?? files?.cover300x200 ?? null,
      buyer: users.get(c.buyerId) ?? null,
      seller: listing ? (users.get(listing.sellerId) ?? null) : null,
      me: me && viewer ? toChatUser(me, users.get(viewer.id) ?? null) : null,
      lastMessage: last.get(c.id) ?? null,
      ...(opts.forms ? { forms: forms ?? [] } : {}),
    });
  });
}

export async function chatView(
  db: DbOrTx,
  viewer: { id: string } | null,
  row: ChatRow,
  opts: { forms?: boolean } = {},
): Promise<Chat> {
  return (await chatViews(db, viewer, [row], opts))[0]!;
}

/** The chat as the live feed carries it to everyone watching: no one's own read state (me is null). */
export async function feedChat(db: DbOrTx, chatId: string): Promise<Chat | null> {
  const row = await repo.findChat(db, chatId);
  return row ? chatView(db, null, row) : null;
}

/** ChatUser rows with each person's public profile. */
export async function chatUserViews(db: DbOrTx, rows: ChatUserRow[]): Promise<ChatUser[]> {
  const users = await publicUsers(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => toChatUser(r, users.get(r.userId) ?? null));
}
