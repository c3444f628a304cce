import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button';

export type EmptyStateAction = { to: string; label: string; variant?: 'primary' | 'secondary' | 'ghost' };

/**
 * What a page shows while it has nothing to list: an illustration, a heading that says what the
 * page holds, one line of explanation and links to where the visitor can act.
 */
export function EmptyState({
  illustration,
  title,
  description,
  actions = [],
  children,
  headingLevel = 1,
  className = '',
}: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  actions?: EmptyStateAction[];
  children?: ReactNode;
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16 ${className}`}>
      <div className="mb-6">{illustration}</div>
      <Heading className="text-balance text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</Heading>
      <p className="mt-3 text-pretty text-base leading-relaxed text-muted">{description}</p>
      {actions.length ? (
        <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
          {actions.map((a, i) => (
            <ButtonLink
              key={a.to + a.label}
              to={a.to}
              variant={a.variant ?? (i === 0 ? 'primary' : 'secondary')}
              size="lg"
            >
              {a.label}
            </ButtonLink>
          ))}
        </div>
      ) : null}
      {children}
    </section>
  );
}
