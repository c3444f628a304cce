import type { VinEquipment } from '@revy/shared';

/** One recorded value (odometer miles or price in cents) and which listing of the VIN recorded it. */
export type ReportPoint = { at: Date; value: number; listing: 'this' | 'earlier' };

/**
 * What the built-in vehicle history report shows (decision 039): plain data, gathered by report-facts.service.ts
 * and drawn by report-pdf.ts, so the drawing is unit-tested without a database.
 */
export type ReportFacts = {
  vin: string;
  generatedAt: Date;
  /** Why a third-party report is not attached (the provider has no records or failed), or null. */
  providerNote: string | null;
  listing: {
    id: string;
    title: string;
    url: string;
    status: string;
    saleStatus: string;
    /** Cents. */
    price: number | null;
    mileage: number | null;
    titleStatus: string | null;
    place: string | null;
    publishedAt: Date | null;
  };
  decoded: VinEquipment | null;
  disclosures: Array<{ set: string; question: string; answer: string; source: string | null; updatedAt: Date }>;
  odometer: ReportPoint[];
  prices: ReportPoint[];
  otherListings: Array<{
    createdAt: Date;
    publishedAt: Date | null;
    soldAt: Date | null;
    state: 'live' | 'sold' | 'removed' | 'unlisted';
  }>;
};
