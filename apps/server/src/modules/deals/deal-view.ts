import {
  dealSteps,
  titleChecklist,
  type DealRole,
  type DealStepInput,
  type DealView,
  type UsStateCode,
} from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { photoStats } from '../assets';
import { findListing, type ListingRow } from '../listings';
import { findUsersByIds, type UserRecord } from '../users';
import type { ChecklistTicks } from './deals.table';
import { currentSignatures, type DealRowNoPdf, type SignatureRow } from './deals.repo';

/** What a deal keeps of its listing when it opens, so the room still reads well if the listing goes away. */
export type ListingSnapshot = DealView['listing'] & { bodyType: string | null; color: string | null };

/** KeySavvy's progress as last re-read, kept in `data` (the module never reads KeySavvy's own words). */
export type ProviderProgress = { paymentDone: boolean; titleDone: boolean };

export function snapshotListing(row: ListingRow, coverUrl: string | null): ListingSnapshot {
  const v = row.vehicle ?? {};
  return {
    id: row.id,
    title: row.title ?? [v.year, v.make, v.model].filter(Boolean).join(' '),
    vin: row.vinValue ?? null,
    year: v.year ?? null,
    make: v.make ?? null,
    model: v.model ?? null,
    trim: v.trim ?? null,
    odometer: v.mileage ?? null,
    coverUrl,
    bodyType: v.bodyType ?? null,
    color: v.exteriorColor ?? null,
  };
}

export async function listingSnapshot(db: DbOrTx, listingId: string): Promise<ListingSnapshot | null> {
  const row = await findListing(db, listingId);
  if (!row) return null;
  const cover = (await photoStats(db, [listingId])).get(listingId)?.cover?.files;
  return snapshotListing(row, cover?.cover600x400 ?? cover?.cover300x200 ?? null);
}

/** How the other party and the room show a person: first name and last initial. */
export function displayName(u: Pick<UserRecord, 'firstName' | 'lastName'> | undefined): string {
  if (!u) return 'Former user';
  const name = [u.firstName, u.lastName ? `${u.lastName.slice(0, 1).toUpperCase()}.` : null].filter(Boolean).join(' ');
  return name || 'Guest';
}

/** A person's full name as the bill of sale writes it. */
export function legalName(u: Pick<UserRecord, 'firstName' | 'lastName' | 'email'> | undefined): string {
  if (!u) return '';
  return [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
}

export function roleOf(viewer: UserRecord, deal: Pick<DealRowNoPdf, 'sellerId' | 'buyerId'>): DealRole {
  if (viewer.id === deal.sellerId) return 'seller';
  if (viewer.id === deal.buyerId) return 'buyer';
  return 'staff';
}

export function checklistOf(deal: Pick<DealRowNoPdf, 'billState' | 'checklist'>): DealView['checklist'] {
  const ticks: ChecklistTicks = deal.checklist ?? {};
  return titleChecklist((deal.billState as UsStateCode | null) ?? null).map((item) => ({
    ...item,
    sellerDoneAt: ticks[item.key]?.sellerDoneAt ?? null,
    buyerDoneAt: ticks[item.key]?.buyerDoneAt ?? null,
  }));
}

/** What the steps and "ready to finish" are computed from. */
export function stepInput(
  deal: DealRowNoPdf,
  parties: { sellerVerified: boolean; buyerVerified: boolean },
  signatures: Pick<SignatureRow, 'role'>[],
): DealStepInput {
  const progress = (deal.data as { providerProgress?: ProviderProgress }).providerProgress;
  return {
    status: deal.status,
    provider: deal.provider,
    ...parties,
    billOfSale: deal.billHash ? { signatures } : null,
    payment: { method: deal.paymentMethod ?? null, fundsConfirmedAt: deal.fundsConfirmedAt?.toISOString() ?? null },
    checklist: checklistOf(deal),
    handover: {
      sellerConfirmedAt: deal.sellerHandoverAt?.toISOString() ?? null,
      buyerConfirmedAt: deal.buyerHandoverAt?.toISOString() ?? null,
    },
    providerProgress: deal.provider === 'keysavvy' ? (progress ?? { paymentDone: false, titleDone: false }) : null,
  };
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** DealViews for a viewer who may see each of them (checked by the caller), in the order given. */
export async function dealViews(db: DbOrTx, viewer: UserRecord, deals: DealRowNoPdf[]): Promise<DealView[]> {
  if (deals.length === 0) return [];
  const userIds = [...new Set(deals.flatMap((d) => [d.sellerId, d.buyerId]).filter((x): x is string => !!x))];
  const [people, signatures] = await Promise.all([findUsersByIds(db, userIds), currentSignatures(db, deals)]);
  const byId = new Map(people.map((u) => [u.id, u]));
  const listings = new Map<string, ListingSnapshot | null>();
  for (const id of new Set(deals.map((d) => d.listingId).filter((x): x is string => !!x)))
    listings.set(id, await listingSnapshot(db, id));
  return deals.map((deal) => {
    const seller = deal.sellerId ? byId.get(deal.sellerId) : undefined;
    const buyer = deal.buyerId ? byId.get(deal.buyerId) : undefined;
    const sigs = signatures.get(deal.id) ?? [];
    const saved = (deal.data as { listing?: ListingSnapshot }).listing;
    const live = deal.listingId ? listings.get(deal.listingId) : null;
    const l = live ?? saved;
    const input = stepInput(
      deal,
      { sellerVerified: seller?.isIdVerified ?? false, buyerVerified: buyer?.isIdVerified ?? false },
      sigs,
    );
    return {
      id: deal.id,
      listingId: deal.listingId ?? l?.id ?? '',
      sellerId: deal.sellerId ?? '',
      buyerId: deal.buyerId ?? '',
      provider: deal.provider,
      providerTransactionId: deal.providerTransactionId,
      status: deal.status,
      cancelReason: deal.cancelReason,
      price: deal.price,
      state: deal.billState ?? null,
      createdAt: deal.createdAt.toISOString(),
      updatedAt: deal.updatedAt.toISOString(),
      completedAt: iso(deal.completedAt),
      you: roleOf(viewer, deal),
      listing: {
        id: l?.id ?? deal.listingId ?? '',
        title: l?.title ?? 'Listing removed',
        vin: l?.vin ?? null,
        year: l?.year ?? null,
        make: l?.make ?? null,
        model: l?.model ?? null,
        trim: l?.trim ?? null,
        odometer: l?.odometer ?? null,
        coverUrl: l?.coverUrl ?? null,
      },
      seller: {
        id: deal.sellerId ?? '',
        displayName: displayName(seller),
        isIdVerified: seller?.isIdVerified ?? false,
      },
      buyer: { id: deal.buyerId ?? '', displayName: displayName(buyer), isIdVerified: buyer?.isIdVerified ?? false },
      steps: dealSteps(input),
      billOfSale:
        deal.billHash && deal.billState && deal.billGeneratedAt
          ? {
              state: deal.billState,
              generatedAt: deal.billGeneratedAt.toISOString(),
              documentHash: deal.billHash,
              odometer: deal.billOdometer ?? null,
              odometerNote: deal.billOdometerNote ?? 'actual',
              signatures: sigs.map((s) => ({
                role: s.role,
                typedName: s.typedName,
                signedAt: s.signedAt.toISOString(),
              })),
            }
          : null,
      payment: {
        method: deal.paymentMethod ?? null,
        recordedAt: iso(deal.paymentRecordedAt),
        fundsConfirmedAt: iso(deal.fundsConfirmedAt),
      },
      checklist: checklistOf(deal),
      handover: input.handover,
      keysavvy:
        deal.provider === 'keysavvy' ? { status: deal.providerStatus ?? 'creating', url: deal.providerUrl } : null,
    };
  });
}

export async function dealView(db: DbOrTx, viewer: UserRecord, deal: DealRowNoPdf): Promise<DealView> {
  return (await dealViews(db, viewer, [deal]))[0]!;
}
