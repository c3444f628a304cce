import type { ReactNode } from 'react';

/** Title and lead line at the top of each auth page. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6 space-y-1.5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
    </header>
  );
}
