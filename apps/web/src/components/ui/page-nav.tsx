import { formatNumber } from '@revy/shared';
import { Button } from './button';

type PageNavProps = {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  totalElements: number;
  /** What is counted, plural: "jobs", "notifications". */
  noun: string;
  /** Goes to a page (1-based). */
  onPage: (page: number) => void;
};

/** Previous / "Page n of m · count" / Next under a staff table; nothing when everything fits one page. */
export function PageNav({ page, totalPages, totalElements, noun, onPage }: PageNavProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-muted">
        Page {page} of {totalPages} · {formatNumber(totalElements)} {noun}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
