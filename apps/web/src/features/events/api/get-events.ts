import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EventSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { eventApiPaths } from '../../../lib/paths';
import { eventKeys } from './keys';

const EventsSchema = z.array(EventSchema);

/** GET /v1/event/{id}: one event for its host and attendees. */
export const fetchEvent = (id: string, signal?: AbortSignal) =>
  api(eventApiPaths.event(id), { signal, schema: import.meta.env.DEV ? EventSchema : undefined });

/** GET /v1/event/byUser/{id}: the user's events as host or attendee. */
export const fetchUserEvents = (userId: string, signal?: AbortSignal) =>
  api(eventApiPaths.byUser(userId), { signal, schema: import.meta.env.DEV ? EventsSchema : undefined });

/** GET /v1/event/byChatId/{id}: the events booked from one conversation. */
export const fetchChatEvents = (chatId: string, signal?: AbortSignal) =>
  api(eventApiPaths.byChat(chatId), { signal, schema: import.meta.env.DEV ? EventsSchema : undefined });

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => fetchEvent(id, signal) });

export const userEventsQuery = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.byUser(userId),
    queryFn: ({ signal }) => fetchUserEvents(userId, signal),
    staleTime: 15_000,
  });

export const chatEventsQuery = (chatId: string) =>
  queryOptions({
    queryKey: eventKeys.byChat(chatId),
    queryFn: ({ signal }) => fetchChatEvents(chatId, signal),
    staleTime: 15_000,
  });

export function useEvent(id: string) {
  return useQuery(eventQuery(id));
}

export function useUserEvents(userId: string | undefined) {
  return useQuery({ ...userEventsQuery(userId ?? ''), enabled: !!userId });
}

export function useChatEvents(chatId: string, enabled = true) {
  return useQuery({ ...chatEventsQuery(chatId), enabled });
}
