/**
 * The classifieds repost rule of spec 4 (issue 16, decision 029): a listing belongs in the cross-posting work queue
 * when it has the pubCL plan feature and was never posted, or was changed more than `delayMinutes` after its last
 * posting. Only live cars are worth posting: published, unsold, not deleted.
 */
/** A posting older than this is stale: Craigslist ads expire after about 30 days (cars and trucks, by owner). */
export const CLASSIFIEDS_STALE_DAYS = 30;
/** How long a staff member's claim on a work item holds before someone else may take it. */
export const CLASSIFIEDS_CLAIM_MINUTES = 30;

export type ClassifiedsNeed = 'new' | 'repost';

export type ClassifiedsCandidate = {
  hasFeature: boolean;
  status: string;
  saleStatus: string;
  deleted?: boolean;
  /** Each posting sets craigslistUpdatedAt; craigslistPostedAt is the first one. */
  craigslistPostedAt: Date | string | null;
  craigslistUpdatedAt: Date | string | null;
  updatedAt: Date | string;
};

const ms = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

/** The last time the listing was posted, or null when it never was. */
export function lastPostedAt(l: Pick<ClassifiedsCandidate, 'craigslistPostedAt' | 'craigslistUpdatedAt'>) {
  return l.craigslistUpdatedAt ?? l.craigslistPostedAt;
}

/** 'new' (never posted), 'repost' (changed since), or null (nothing to do). */
export function classifiedsNeed(l: ClassifiedsCandidate, delayMinutes: number): ClassifiedsNeed | null {
  if (!l.hasFeature || l.deleted || l.status !== 'published' || l.saleStatus !== 'unsold') return null;
  const last = lastPostedAt(l);
  if (last === null) return 'new';
  return ms(l.updatedAt) - ms(last) > delayMinutes * 60_000 ? 'repost' : null;
}

export type ClassifiedsStaleReason = 'expired' | 'sold' | 'unpublished' | 'deleted';

/** Why a live posting should come down or be renewed, or null when it is current. */
export function classifiedsStaleReason(
  l: Pick<ClassifiedsCandidate, 'status' | 'saleStatus' | 'deleted' | 'craigslistPostedAt' | 'craigslistUpdatedAt'> & {
    craigslistUrl: string | null;
  },
  now: Date = new Date(),
): ClassifiedsStaleReason | null {
  const last = lastPostedAt(l);
  if (!l.craigslistUrl || last === null) return null;
  if (l.deleted) return 'deleted';
  if (l.saleStatus === 'sold') return 'sold';
  if (l.status !== 'published') return 'unpublished';
  return now.getTime() - ms(last) > CLASSIFIEDS_STALE_DAYS * 86_400_000 ? 'expired' : null;
}
