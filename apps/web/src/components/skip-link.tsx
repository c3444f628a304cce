/**
 * First focusable element of every layout with navigation: jumps past it to the page.
 * Clipped to nothing (sr-only) until focused, so it never shows in a page or its screenshots,
 * whatever the scroll position or text size; on focus it pins to the top left.
 */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only rounded-lg bg-primary font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
