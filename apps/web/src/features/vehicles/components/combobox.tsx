import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { FieldMessage } from '../../../components/ui/text-field';

export type ComboOption = { value: string; label: string };

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. Only listed values can be chosen.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  disabled,
  loading,
  placeholder = 'Type to search',
  emptyText = 'No matches',
  error,
}: {
  label: string;
  options: readonly ComboOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
  placeholder?: string;
  emptyText?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((o) => o.value === value);
  const shown = query ?? selected?.label ?? value;

  const filtered = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    if (!q) return options;
    const starts = options.filter((o) => o.label.toLowerCase().startsWith(q));
    const contains = options.filter((o) => !o.label.toLowerCase().startsWith(q) && o.label.toLowerCase().includes(q));
    return [...starts, ...contains];
  }, [options, query]);

  // Opening shows the current choice highlighted and in view, not the top of a long list.
  const openList = () => {
    if (open) return;
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.value === value),
      ),
    );
    setOpen(true);
  };
  useEffect(() => {
    if (open) listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const choose = (o: ComboOption) => {
    onChange(o.value);
    setQuery(null);
    setOpen(false);
  };

  const move = (to: number) => {
    const next = Math.max(0, Math.min(filtered.length - 1, to));
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) openList();
      else move(active + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(active - 1);
    } else if (e.key === 'Home' && open) {
      e.preventDefault();
      move(0);
    } else if (e.key === 'End' && open) {
      e.preventDefault();
      move(filtered.length - 1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = filtered[active];
      if (o) choose(o);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setQuery(null);
    }
  };

  const expanded = open && !disabled;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-activedescendant={expanded && filtered[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={disabled ? '' : placeholder}
          value={shown}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={openList}
          onClick={openList}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
          className={`h-11 w-full rounded-lg border ${error ? 'border-danger' : 'border-line'} bg-white px-3 pr-9 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-canvas disabled:text-muted`}
        />
        <span
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted"
          aria-hidden="true"
        >
          {loading ? <Spinner size={16} /> : '▾'}
        </span>
      </div>
      <FieldMessage inputId={id} error={error} />
      {expanded ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          {filtered.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">{loading ? 'Loading…' : emptyText}</li>
          ) : (
            filtered.map((o, i) => (
              <li
                key={o.value}
                id={`${id}-opt-${i}`}
                data-index={i}
                role="option"
                aria-selected={o.value === value}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseEnter={() => setActive(i)}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-primary-soft text-primary' : 'text-ink'} ${o.value === value ? 'font-semibold' : ''}`}
              >
                {o.label}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
