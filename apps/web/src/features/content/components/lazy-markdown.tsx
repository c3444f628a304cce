import { lazy, Suspense } from 'react';

// The Markdown libraries ship in their own chunk, fetched only by pages that show content (decision 035).
const Markdown = lazy(() => import('./markdown'));

/** The sanitised renderer, loaded on first use; a few grey lines hold the place meanwhile. */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="space-y-3">
          <div className="h-4 w-full animate-pulse rounded bg-line" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-line" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-line" />
        </div>
      }
    >
      <Markdown markdown={markdown} {...(className ? { className } : {})} />
    </Suspense>
  );
}
