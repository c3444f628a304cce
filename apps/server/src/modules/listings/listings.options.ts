import {
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  OFFER_METHODS,
  TITLE_STATUSES,
  TRANSMISSION_TYPES,
  type ListingOptionsSchema,
} from '@revy/shared';
import type { z } from 'zod';

/** GET /v1/listing/options: the value lists of packages/shared listing-options.ts. */
export function listingOptions(): z.output<typeof ListingOptionsSchema> {
  return {
    transmissionTypes: [...TRANSMISSION_TYPES],
    fuelTypes: [...FUEL_TYPES],
    titleStatuses: [...TITLE_STATUSES],
    bodyTypes: [...BODY_TYPES],
    drivetrains: [...DRIVETRAINS],
    conditions: [...CONDITIONS],
    offerMethods: [...OFFER_METHODS],
  };
}
