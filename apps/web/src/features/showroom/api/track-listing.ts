import { useMutation } from '@tanstack/react-query';
import type { ListingTrackAction } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type TrackListingInput = { id: string; action?: ListingTrackAction; userId?: string; distinctId?: string };
export type TrackListingResult = { uniqueVisitorCount: number; counted: boolean };

/** POST /v1/listing/{id}/track: counts a unique visitor (action VIEW by default). */
export const trackListing = ({ id, action = 'VIEW', userId, distinctId }: TrackListingInput) =>
  api<TrackListingResult>(apiPaths.listing.track(id), {
    method: 'POST',
    body: { action, ...(userId ? { userId } : {}), ...(distinctId ? { distinctId } : {}) },
  });

export function useTrackListing() {
  return useMutation({ mutationFn: trackListing });
}
