import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';

export type SectionTab = { to: string; label: string; end?: boolean };

/** A horizontal strip of tabs, one per sub-page; scrolls sideways on narrow screens. */
export function SectionTabs({
  label,
  tabs,
  className = 'mt-3',
}: {
  label: string;
  tabs: readonly SectionTab[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`-mx-4 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0 ${className}`}>
      <ul className="flex min-w-max gap-1">
        {tabs.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end={t.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-3 text-sm font-medium ${isActive ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The chrome of a section with sub-pages (admin, concierge): an eyebrow with the section's
 * name, its tabs, then the current sub-page. `children` wraps the outlet where a section
 * needs to (defaults to the bare outlet).
 */
export function SectionNav({
  title,
  tabs,
  children = <Outlet />,
}: {
  title: string;
  tabs: readonly SectionTab[];
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{title}</p>
      <SectionTabs label={title} tabs={tabs} />
      {children}
    </div>
  );
}
