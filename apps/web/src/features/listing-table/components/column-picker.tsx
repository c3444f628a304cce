import { LISTING_TABLE_COLUMNS, type ListingTableColumn } from '@revy/shared';
import { buttonClass } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { COLUMN_LABELS } from './listing-columns';

type Props = {
  hidden: readonly ListingTableColumn[];
  onChange: (hidden: ListingTableColumn[]) => void;
  saving: boolean;
  error: boolean;
};

/** "Columns": a checkbox per column but the listing itself; the choice is saved on the staff member's account. */
export function ColumnPicker({ hidden, onChange, saving, error }: Props) {
  const shown = LISTING_TABLE_COLUMNS.length - hidden.length;
  const toggle = (c: ListingTableColumn) =>
    onChange(hidden.includes(c) ? hidden.filter((h) => h !== c) : [...hidden, c]);
  return (
    <Popover>
      <PopoverTrigger className={buttonClass('secondary', 'sm')}>
        Columns ({shown}/{LISTING_TABLE_COLUMNS.length})
      </PopoverTrigger>
      <PopoverContent label="Columns" className="w-64 p-3">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Columns shown</legend>
          <p className="mt-0.5 text-xs text-muted">Kept on your account, on every browser.</p>
          <ul className="mt-2 flex flex-col gap-1">
            {LISTING_TABLE_COLUMNS.filter((c) => c !== 'title').map((c) => (
              <li key={c}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-ink hover:bg-canvas">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={!hidden.includes(c)}
                    onChange={() => toggle(c)}
                  />
                  {COLUMN_LABELS[c]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="mt-2 min-h-4 text-xs text-muted" role="status">
          {error ? <span className="text-danger">Not saved; try again.</span> : saving ? 'Saving…' : ''}
        </p>
      </PopoverContent>
    </Popover>
  );
}
