/** First focusable element of every layout with navigation: jumps past it to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="fixed left-4 top-3 z-50 -translate-y-24 rounded-lg bg-primary px-4 py-2 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
