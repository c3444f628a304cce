import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Title and lead line at the top of each auth page. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6 space-y-1.5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
    </header>
  );
}

/** The line under an auth form that offers the other way in, e.g. "New to Revy? Create an account". */
export function AuthFooter({ prompt, to, children }: { prompt: string; to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {prompt}{' '}
      <Link to={to} className="font-semibold text-primary hover:underline">
        {children}
      </Link>
    </p>
  );
}
