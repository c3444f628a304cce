import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EventTypeSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { eventApiPaths } from '../../../lib/paths';
import { eventKeys } from './keys';

const EventTypesSchema = z.array(EventTypeSchema);

/** GET /v1/event/type/byListing/{id}: the seller's bookable type for this car, with its next slots. */
export const fetchTypeByListing = (listingId: string, signal?: AbortSignal) =>
  api(eventApiPaths.typeByListing(listingId), { signal, schema: import.meta.env.DEV ? EventTypeSchema : undefined });

/** GET /v1/event/type/{id}: a type with its slots (default the next SLOT_RANGE_DAYS days). */
export const fetchEventType = (id: string, signal?: AbortSignal) =>
  api(eventApiPaths.type(id), { signal, schema: import.meta.env.DEV ? EventTypeSchema : undefined });

/** GET /v1/event/type/byHost/{hostId}: the host's types with their slots (and events, for the host). */
export const fetchTypesByHost = (hostId: string, signal?: AbortSignal) =>
  api(eventApiPaths.typesByHost(hostId), { signal, schema: import.meta.env.DEV ? EventTypesSchema : undefined });

// Slots go stale as others book, so they are refetched whenever a picker opens.
export const typeByListingQuery = (listingId: string) =>
  queryOptions({
    queryKey: eventKeys.typeByListing(listingId),
    queryFn: ({ signal }) => fetchTypeByListing(listingId, signal),
    staleTime: 0,
  });

export const eventTypeQuery = (id: string) =>
  queryOptions({ queryKey: eventKeys.type(id), queryFn: ({ signal }) => fetchEventType(id, signal), staleTime: 0 });

export const typesByHostQuery = (hostId: string) =>
  queryOptions({
    queryKey: eventKeys.typesByHost(hostId),
    queryFn: ({ signal }) => fetchTypesByHost(hostId, signal),
    staleTime: 30_000,
  });

export function useTypeByListing(listingId: string, enabled = true) {
  return useQuery({ ...typeByListingQuery(listingId), enabled });
}

export function useEventType(id: string | null) {
  return useQuery({ ...eventTypeQuery(id ?? ''), enabled: !!id });
}

export function useTypesByHost(hostId: string | undefined) {
  return useQuery({ ...typesByHostQuery(hostId ?? ''), enabled: !!hostId });
}
