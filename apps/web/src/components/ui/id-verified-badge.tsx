/**
 * "ID verified" (issue 18): shown next to a person whose identity check passed (PublicUser.isIdVerified). Zod-free and
 * tiny, so listing pages and chats can show it from data they already have.
 */
export function IdVerifiedBadge({ size = 'sm', className = '' }: { size?: 'xs' | 'sm'; className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 font-semibold text-success ${size === 'xs' ? 'px-1.5 py-px text-[11px]' : 'px-2 py-0.5 text-xs'} ${className}`}
      title="This person verified a government ID with Revy"
    >
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className={size === 'xs' ? 'h-3 w-3' : 'h-3.5 w-3.5'}
      >
        <path
          fillRule="evenodd"
          d="M10 1.5 3.5 4v5.2c0 4 2.7 7.6 6.5 9.3 3.8-1.7 6.5-5.3 6.5-9.3V4L10 1.5Zm3.2 6.3a.75.75 0 0 0-1.1-1l-2.9 3.2-1.4-1.4a.75.75 0 1 0-1.06 1.06l1.95 1.95a.75.75 0 0 0 1.09-.03l3.42-3.78Z"
          clipRule="evenodd"
        />
      </svg>
      ID verified
    </span>
  );
}
