/** A heart, outlined or filled. */
export function HeartIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.5 1.1 4.4 2.6.2.3.6.3.8 0 .9-1.5 2.4-2.6 4.4-2.6 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-8.7 9.2-8.7 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
