import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvent, CreateEventType, Event, EventType, UpdateEvent, UpdateEventType } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { eventApiPaths } from '../../../lib/paths';
import { eventKeys } from './keys';

/** POST /v1/event: books a slot; 409 when it was just taken or is no longer valid. */
export const bookEvent = (body: CreateEvent) => api<Event>(eventApiPaths.events, { method: 'POST', body });

/** PUT /v1/event/{id}: confirm ({status}), reschedule ({startAt}), complete. */
export const updateEvent = (id: string, body: UpdateEvent) =>
  api<Event>(eventApiPaths.event(id), { method: 'PUT', body });

/** DELETE /v1/event/{id}: cancels; ?reason=declined declines a pending request. Both delete it. */
export const deleteEvent = (id: string, reason?: 'declined') =>
  api<void>(eventApiPaths.event(id), { method: 'DELETE', query: reason ? { reason } : undefined });

/** POST /v1/event/type or PUT /v1/event/type/{id}: the host's availability and booking rules. */
export const saveEventType = (id: string | null, body: CreateEventType | UpdateEventType) =>
  id
    ? api<EventType>(eventApiPaths.type(id), { method: 'PUT', body })
    : api<EventType>(eventApiPaths.types, { method: 'POST', body });

/**
 * Any booking change moves slots and lists at once (the buyer's, the host's, the chat's), so
 * everything under the events key is refetched rather than patched piecemeal.
 */
function useInvalidateEvents() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: eventKeys.all });
}

export function useBookEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: bookEvent, onSettled: invalidate });
}

export type EventAction =
  | { kind: 'confirm' }
  | { kind: 'complete' }
  | { kind: 'reschedule'; startAt: string }
  | { kind: 'cancel' }
  | { kind: 'decline' };

export function runEventAction(id: string, action: EventAction): Promise<Event | void> {
  switch (action.kind) {
    case 'confirm':
      return updateEvent(id, { status: 'confirmed' });
    case 'complete':
      return updateEvent(id, { status: 'completed' });
    case 'reschedule':
      return updateEvent(id, { startAt: action.startAt });
    case 'cancel':
      return deleteEvent(id);
    case 'decline':
      return deleteEvent(id, 'declined');
  }
}

export function useEventAction() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: EventAction }) => runEventAction(id, action),
    onSettled: invalidate,
  });
}

export function useSaveEventType() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateEventType }) => saveEventType(id, body),
    onSuccess: invalidate,
  });
}
