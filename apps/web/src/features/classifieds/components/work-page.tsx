import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoneyCents, ROUTES, type ClassifiedsWorkItem } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageNav } from '../../../components/ui/page-nav';
import { errorMessage } from '../../../lib/form-errors';
import { useClaim, useRelease, useWork } from '../api/classifieds';
import { AdPanel } from './ad-panel';
import { ClassifiedsPage, KIND_LABEL, KIND_TONE, QueryState } from './classifieds-chrome';
import { RelativeTime } from '../../../components/ui/relative-time';

const place = (i: ClassifiedsWorkItem) =>
  [[i.location.city, i.location.state].filter(Boolean).join(', '), i.location.zip].filter(Boolean).join(' ') || '—';

/**
 * /admin/craigslist/_/work (staff): the listings to post or repost, oldest waiting first, 20 a page (`?page=`,
 * 1-based). Claim an item so no one else posts it, open it for the ready-to-paste ad, then record the posting.
 */
export function ClassifiedsWorkPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useWork(page - 1);
  const claim = useClaim();
  const release = useRelease();
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onClaim = (id: string) => {
    setNotice(null);
    claim.mutate(id, { onSuccess: () => setOpen(id) });
  };
  const failure = claim.error ?? release.error;

  return (
    <ClassifiedsPage
      title="Classifieds work queue"
      description="Cars whose plan includes classifieds and that were never posted, or changed since their last posting. Claim one, paste the ad into the site, then record the address of the posting."
    >
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? (
        <Alert tone="error" title="That did not work">
          {errorMessage(failure)}
        </Alert>
      ) : null}
      <QueryState query={q} what="work queue">
        {q.data && q.data.content.length === 0 ? (
          <div className="rounded-xl border border-line bg-white px-4 py-10 text-center">
            <p className="font-medium text-ink">Nothing waiting</p>
            <p className="mt-1 text-sm text-muted">Every car with classifieds in its plan is posted and up to date.</p>
          </div>
        ) : q.data ? (
          <>
            <ul className="flex flex-col gap-3" aria-label="Listings waiting to be posted">
              {q.data.content.map((i) => {
                const isOpen = open === i.listingId;
                const panelId = `ad-${i.listingId}`;
                return (
                  <li key={i.listingId} className="rounded-xl border border-line bg-white">
                    <div className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <Link
                            to={ROUTES.listing(i.listingId)}
                            className="truncate font-medium text-ink hover:text-primary hover:underline"
                          >
                            {i.title}
                          </Link>
                          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${KIND_TONE[i.kind]}`}>
                            {KIND_LABEL[i.kind]}
                          </span>
                          {i.claim ? (
                            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink">
                              {i.claim.mine ? 'You are on it' : `${i.claim.claimedBy.name} is on it`}
                            </span>
                          ) : null}
                        </div>
                        <p className="mt-1 text-sm text-muted">
                          {formatMoneyCents(i.price, { fallback: 'No price' })} · {place(i)} · {i.seller.name}
                        </p>
                        <p className="text-xs text-muted">
                          Waiting since <RelativeTime value={i.waitingSince} />
                          {i.craigslistUrl ? (
                            <>
                              {' · '}
                              <a href={i.craigslistUrl} target="_blank" rel="noreferrer" className="underline">
                                current posting
                              </a>
                            </>
                          ) : null}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {!i.claim ? (
                          <Button size="sm" onClick={() => onClaim(i.listingId)} disabled={claim.isPending}>
                            Claim
                          </Button>
                        ) : i.claim.mine ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => release.mutate(i.listingId)}
                            disabled={release.isPending}
                          >
                            Release
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-expanded={isOpen}
                          aria-controls={panelId}
                          onClick={() => setOpen(isOpen ? null : i.listingId)}
                        >
                          {isOpen ? 'Hide ad' : 'Open ad'}
                        </Button>
                      </div>
                    </div>
                    {isOpen ? (
                      <section id={panelId} aria-label={`Ad for ${i.title}`} className="border-t border-line p-4">
                        <AdPanel
                          item={i}
                          onPosted={(message) => {
                            setOpen(null);
                            setNotice(message);
                          }}
                        />
                      </section>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <PageNav
              page={page}
              totalPages={q.data.totalPages}
              totalElements={q.data.totalElements}
              noun="waiting"
              onPage={(p) => setParams({ page: String(p) })}
            />
          </>
        ) : null}
      </QueryState>
    </ClassifiedsPage>
  );
}
