import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat, Listing, Page, Purchase } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths, chatApiPaths, paymentApiPaths } from '../../../lib/paths';

/** What the user details page shows of one user's activity: listings, chats and purchases (staff calls). */
const keys = {
  all: ['admin-users', 'activity'] as const,
  listings: (userId: string) => [...keys.all, 'listings', userId] as const,
  chats: (userId: string) => [...keys.all, 'chats', userId] as const,
  purchases: (userId: string) => [...keys.all, 'purchases', userId] as const,
};

const SIZE = 20;

/** GET /v1/listing?sellerId= (staff see drafts too): the user's newest listings. */
export const userListingsQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.listings(userId),
    queryFn: ({ signal }) =>
      api<Page<Listing>>(apiPaths.listing.root, {
        query: { sellerId: userId, size: SIZE, sort: 'updatedAt,desc' },
        signal,
      }),
  });

/** GET /v1/chat?userId= (staff): the chats the user takes part in, as buyer or seller. */
export const userChatsQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.chats(userId),
    queryFn: ({ signal }) => api<Page<Chat>>(chatApiPaths.root, { query: { userId, size: SIZE }, signal }),
  });

/** GET /v1/purchase/user/{userId}: the plans the user bought, newest first. */
export const userPurchasesQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.purchases(userId),
    queryFn: ({ signal }) => api<Purchase[]>(paymentApiPaths.userPurchases(userId), { signal }),
  });

export const useUserListings = (userId: string) => useQuery(userListingsQuery(userId));
export const useUserChats = (userId: string) => useQuery(userChatsQuery(userId));
export const useUserPurchases = (userId: string) => useQuery(userPurchasesQuery(userId));
