import { ButtonLink } from '../../../components/ui/button';
import { myRole, PANEL_IDS, VERIFY_PATH } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { Panel, Pill } from './panel';

/** Each party's ID verification; the current user, if not verified, is sent to verify. */
export function VerifiedPanel({ deal }: { deal: DealView }) {
  const me = myRole(deal);
  const both = deal.seller.isIdVerified && deal.buyer.isIdVerified;
  const mine = me === 'seller' ? deal.seller : me === 'buyer' ? deal.buyer : null;
  return (
    <Panel
      id={PANEL_IDS.verified}
      title="Verified people"
      status={both ? <Pill tone="done">Both verified</Pill> : <Pill tone="waiting">Not both verified</Pill>}
    >
      <ul className="flex flex-col gap-2">
        {(['seller', 'buyer'] as const).map((role) => {
          const p = role === 'seller' ? deal.seller : deal.buyer;
          return (
            <li key={role} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">
                <span className="font-medium text-ink">{p.displayName}</span>
                <span className="text-muted">
                  {' '}
                  · {role}
                  {me === role ? ' (you)' : ''}
                </span>
              </span>
              {p.isIdVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  <svg
                    viewBox="0 0 16 16"
                    className="size-3"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                  >
                    <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  ID verified
                </span>
              ) : (
                <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
                  Not verified
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {mine && !mine.isIdVerified && deal.status === 'open' ? (
        <div className="mt-4 flex flex-col gap-2">
          <p className="text-sm text-muted">
            A photo of your ID and a selfie, checked once. The other side sees only the badge, never the images.
          </p>
          <ButtonLink to={VERIFY_PATH} className="w-fit">
            Verify your ID
          </ButtonLink>
        </div>
      ) : null}
    </Panel>
  );
}
