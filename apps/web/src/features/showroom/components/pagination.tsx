import { ChevronLeftIcon, ChevronRightIcon } from '../../listings';

/** The page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, total: number): Array<number | 'gap'> {
  const out: Array<number | 'gap'> = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - page) <= 1) out.push(p);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

/** Numbered paging with previous and next. Hidden when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const btn = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition';
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-1">
      <button
        type="button"
        className={`${btn} text-ink hover:bg-white disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeftIcon />
      </button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                onClick={() => onPage(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={`${btn} ${p === page ? 'bg-primary text-white' : 'text-ink hover:bg-white'}`}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${btn} text-ink hover:bg-white disabled:opacity-40`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
