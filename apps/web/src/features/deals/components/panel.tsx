import type { ReactNode } from 'react';

/**
 * One panel of the deal room: a titled card that "what to do now" can scroll to and focus
 * (tabIndex -1, so focus lands on the panel without adding a tab stop).
 */
export function Panel({
  id,
  title,
  status,
  children,
}: {
  id: string;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {status}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type Tone = 'done' | 'todo' | 'waiting' | 'muted';
const TONES: Record<Tone, string> = {
  done: 'bg-emerald-100 text-emerald-900',
  todo: 'bg-primary-soft text-primary',
  waiting: 'bg-amber-100 text-amber-900',
  muted: 'bg-canvas text-muted',
};

/** A small status pill beside a panel's title. */
export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** Brings the user to a panel: scrolls it into view and moves focus there (keyboard and screen readers follow). */
export function goToPanel(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
}
