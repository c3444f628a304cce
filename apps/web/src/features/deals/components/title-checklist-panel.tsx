import { useState } from 'react';
import { formatDateTime } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/form-errors';
import { useDealAction } from '../api/deal-mutations';
import { myRole, PANEL_IDS } from '../lib/deal-view';
import type { DealRole, DealView } from '../lib/types';
import { stateName } from '../lib/us-states';
import { Panel, Pill } from './panel';

type Item = DealView['checklist'][number];

const WHO: Record<Item['who'], string> = { seller: 'Seller', buyer: 'Buyer', both: 'Both' };
const sides = (who: Item['who']): DealRole[] => (who === 'both' ? ['seller', 'buyer'] : [who]);
const doneAt = (item: Item, role: DealRole) => (role === 'seller' ? item.sellerDoneAt : item.buyerDoneAt);
const itemDone = (item: Item) => sides(item.who).every((r) => doneAt(item, r));

/** The title transfer for the bill of sale's state: each item, who does it, and each side's tick. */
export function TitleChecklistPanel({ deal }: { deal: DealView }) {
  const action = useDealAction(deal.id);
  // The tick shows at once while the server records it; the answer (or a failure) replaces it.
  const [ticking, setTicking] = useState<{ key: string; done: boolean } | null>(null);
  const tick = (key: string, done: boolean) => {
    setTicking({ key, done });
    action.mutate({ kind: 'checklist', key, done }, { onSettled: () => setTicking(null) });
  };
  const me = myRole(deal);
  const open = deal.status === 'open';
  const total = deal.checklist.length;
  const done = deal.checklist.filter(itemDone).length;
  const state = deal.billOfSale?.state ?? deal.state;
  return (
    <Panel
      id={PANEL_IDS.title}
      title={state ? `Title transfer in ${stateName(state)}` : 'Title transfer'}
      status={total ? <Pill tone={done === total ? 'done' : 'waiting'}>{`${done} of ${total} done`}</Pill> : null}
    >
      {total === 0 ? (
        <p className="text-sm text-muted">The checklist appears once the bill of sale&apos;s state is chosen.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="divide-y divide-line rounded-xl border border-line">
            {deal.checklist.map((item) => (
              <li key={item.key} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className={`text-sm font-medium ${itemDone(item) ? 'text-muted line-through' : 'text-ink'}`}>
                    {item.label}
                  </p>
                  {item.detail ? <p className="mt-0.5 text-sm text-muted">{item.detail}</p> : null}
                  <p className="mt-0.5 text-xs font-semibold uppercase tracking-wide text-muted">{WHO[item.who]}</p>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {sides(item.who).map((role) => {
                    const at = doneAt(item, role);
                    const mine = role === me;
                    const label = `${item.label}: ${mine ? 'done by me' : `done by the ${role}`}`;
                    return (
                      <label
                        key={role}
                        className={`flex items-center gap-2 text-sm ${mine && open ? 'cursor-pointer text-ink' : 'text-muted'}`}
                        title={at ? `Ticked ${formatDateTime(at)}` : undefined}
                      >
                        <input
                          type="checkbox"
                          aria-label={label}
                          checked={mine && ticking?.key === item.key ? ticking.done : !!at}
                          disabled={!mine || !open || action.isPending}
                          onChange={(e) => tick(item.key, e.target.checked)}
                          className="size-4 accent-primary"
                        />
                        <span aria-hidden="true">{mine ? 'Me' : role === 'seller' ? 'Seller' : 'Buyer'}</span>
                      </label>
                    );
                  })}
                </div>
              </li>
            ))}
          </ul>
          {action.isError ? <Alert tone="error">{errorMessage(action.error)}</Alert> : null}
          <p className="text-xs text-muted">
            Rules differ by state and county: check your DMV&apos;s site for fees and deadlines.
          </p>
        </div>
      )}
    </Panel>
  );
}
