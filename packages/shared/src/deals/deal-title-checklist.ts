import { US_STATES, type UsStateCode } from './us-states';

/** Who ticks a checklist item off: one party, or both (each ticks their own side). */
export type DealChecklistWho = 'seller' | 'buyer' | 'both';

export type TitleChecklistItem = { key: string; label: string; who: DealChecklistWho; detail: string };

/**
 * States whose title signatures must be notarized (the seller's at least). What we know from the states' DMV
 * pages; the item tells people to check with their DMV, since rules change.
 */
const NOTARIZED_TITLE_STATES: ReadonlySet<UsStateCode> = new Set([
  'KY',
  'LA',
  'MT',
  'NC',
  'OH',
  'OK',
  'PA',
  'WV',
  'WY',
]);

/** States where the plates stay with the car (in the others they stay with the seller). */
const PLATES_STAY_WITH_CAR: ReadonlySet<UsStateCode> = new Set(['CA', 'IA', 'MN', 'ND', 'OK', 'TX']);

/** The state's own name for the seller's report of the sale, where we know it. */
const RELEASE_OF_LIABILITY: Partial<Record<UsStateCode, string>> = {
  AZ: 'File a Sold Notice with ADOT so later tickets and tolls are not yours.',
  CA: 'File the Notice of Transfer and Release of Liability (REG 138) with the DMV within 5 days.',
  FL: 'File the Notice of Sale (HSMV 82050) with FLHSMV.',
  OR: 'File a Notice of Sale with Oregon DMV.',
  TX: 'File the Vehicle Transfer Notification (VTR-346) with TxDMV within 30 days.',
  WA: 'File a Report of Sale with the Department of Licensing within 5 days.',
};

/**
 * The title checklist for a bill of sale's state: signed title, lien release, odometer statement, release of
 * liability and plates everywhere, with the state's differences (notary, plates, the report's name, California's
 * smog certificate). Without a state (no bill of sale yet) the general list.
 */
export function titleChecklist(state: UsStateCode | null): TitleChecklistItem[] {
  const name = state ? US_STATES[state] : null;
  const notary = state !== null && NOTARIZED_TITLE_STATES.has(state);
  const platesStay = state !== null && PLATES_STAY_WITH_CAR.has(state);
  const items: TitleChecklistItem[] = [
    {
      key: 'signedTitle',
      label: notary ? 'Signed and notarized title' : 'Signed title',
      who: 'both',
      detail:
        'The seller signs the title over to the buyer and hands it over; the buyer signs as purchaser.' +
        (notary ? ` In ${name} the signatures must be notarized.` : ''),
    },
    {
      key: 'lienRelease',
      label: 'Lien release',
      who: 'seller',
      detail:
        'If a lender holds a lien, the seller gives the buyer the lender’s lien release (or a title showing no lien).',
    },
    {
      key: 'odometerStatement',
      label: 'Odometer statement',
      who: 'both',
      detail:
        'Both sign the federal odometer disclosure (on the title or the bill of sale); required for model year 2011 ' +
        'and newer until the car is 20 years old.',
    },
    {
      key: 'releaseOfLiability',
      label: 'Release of liability',
      who: 'seller',
      detail:
        (state && RELEASE_OF_LIABILITY[state]) ??
        'Report the sale to the state’s motor vehicle agency (release of liability or notice of sale, where the ' +
          'state has one).',
    },
    platesStay
      ? {
          key: 'plates',
          label: 'Plates stay with the car',
          who: 'both',
          detail: `In ${name} the plates stay with the car: the seller leaves them on, the buyer transfers the registration.`,
        }
      : {
          key: 'plates',
          label: 'Seller keeps the plates',
          who: 'seller',
          detail:
            (name ? `In ${name} the plates stay with the seller` : 'In most states the plates stay with the seller') +
            ': remove them before the buyer drives away; the buyer registers the car with their own.',
        },
  ];
  if (state === 'CA') {
    items.push({
      key: 'smogCertificate',
      label: 'Smog certificate',
      who: 'seller',
      detail:
        'In California the seller provides a smog certification from the last 90 days for most cars over four model years old.',
    });
  }
  return items;
}

/** Whether an item is done: each party named by `who` has ticked it. */
export function isChecklistItemDone(item: {
  who: DealChecklistWho;
  sellerDoneAt: string | null;
  buyerDoneAt: string | null;
}): boolean {
  if (item.who === 'seller') return item.sellerDoneAt !== null;
  if (item.who === 'buyer') return item.buyerDoneAt !== null;
  return item.sellerDoneAt !== null && item.buyerDoneAt !== null;
}
