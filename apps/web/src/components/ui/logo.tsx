/** The Revy mark and wordmark. `variant` mirrors the spec's logo options (bright, mobile, white). */
export function Logo({
  variant = 'default',
  className = '',
}: {
  variant?: 'default' | 'bright' | 'mobile' | 'white';
  className?: string;
}) {
  const color = variant === 'white' ? '#ffffff' : 'var(--theme-primary)';
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`} aria-label="Revy">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={color} />
        <path
          d="M14 40l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-6v-4H20v4h-6z"
          fill={variant === 'white' ? 'var(--theme-primary)' : '#fff'}
        />
        <circle cx="22" cy="39" r="3" fill={color} />
        <circle cx="42" cy="39" r="3" fill={color} />
      </svg>
      {variant === 'mobile' ? null : (
        <span className="text-xl" style={{ color: variant === 'white' ? '#fff' : 'var(--color-ink)' }}>
          revy
        </span>
      )}
    </span>
  );
}
