const enc = encodeURIComponent;

/** Spec 7's two report calls. */
export const reportApiPaths = {
  availability: (listingId: string) => `/v1/listing/${enc(listingId)}/vinaudit/check-availability`,
  download: (listingId: string) => `/v1/asset/listing/${enc(listingId)}/vin-audit-report`,
} as const;
