/**
 * The value lists a listing's vehicle fields and the showroom filters use (GET /v1/listing/options).
 * Filters with a value outside these lists are refused with 400. VIN decoding maps NHTSA's
 * wording onto them (apps/server/src/modules/vin).
 */
export const BODY_TYPES = [
  'Sedan',
  'Coupe',
  'Convertible',
  'Hatchback',
  'Wagon',
  'SUV',
  'Pickup',
  'Minivan',
  'Van',
] as const;
export const FUEL_TYPES = [
  'Gasoline',
  'Diesel',
  'Hybrid',
  'Plug-in Hybrid',
  'Electric',
  'Flex Fuel',
  'Hydrogen',
  'Other',
] as const;
export const TRANSMISSION_TYPES = ['Automatic', 'Manual', 'CVT', 'Dual-Clutch', 'Other'] as const;
export const TITLE_STATUSES = ['Clean', 'Salvage', 'Rebuilt', 'Lien', 'Lemon', 'Missing', 'Other'] as const;
export const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
/** How a seller accepts payment (offerMethods). */
export const OFFER_METHODS = ['Cash', 'Cashier check', 'Bank transfer', 'Financing', 'Escrow'] as const;

/** Radius search: miles around a ZIP. */
export const DEFAULT_RADIUS_MILES = 50;
export const MAX_RADIUS_MILES = 500;
/** Upper bounds that catch typos (a price of $90 million, 10 million miles). */
export const MAX_PRICE_CENTS = 10_000_000_00;
export const MAX_MILEAGE = 2_000_000;

/**
 * A public search counts its matches exactly up to this many; past it the total is the database's estimate and the
 * page says so (`totalIsEstimate`). Counting 40,000 matches to print "40,000 cars" costs more than the page itself.
 */
export const LISTING_EXACT_COUNT_CAP = 1000;
