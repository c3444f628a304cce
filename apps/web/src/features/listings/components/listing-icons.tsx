import type { ReactNode, SVGProps } from 'react';

/** Small line icons of the listing pages (24×24, currentColor, decorative). */
function Icon({ children, className = 'h-5 w-5', ...rest }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}

type P = { className?: string };

export const CarSilhouette = ({ className = 'h-10 w-16' }: P) => (
  <svg viewBox="0 0 64 32" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path
      d="M8 22c0-3 1-5 4-6l8-7c2-1.5 4-2 7-2h10c3 0 5 1 7 3l6 6c5 .5 8 2.5 8 6v3c0 1-1 2-2 2h-3a6 6 0 0 0-12 0H23a6 6 0 0 0-12 0H9c-.6 0-1-.4-1-1z"
      opacity=".8"
    />
    <circle cx="17" cy="27" r="4" />
    <circle cx="47" cy="27" r="4" />
  </svg>
);
export const CalendarIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const GaugeIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 18a9 9 0 1 1 16 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.2" />
  </Icon>
);
export const CarIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M3 16v-3l2-5c.4-1 1.2-1.5 2.2-1.5h9.6c1 0 1.8.5 2.2 1.5l2 5v3" />
    <path d="M3 13h18M3 16h18v2H3z" />
    <circle cx="7.5" cy="18.5" r="1.5" />
    <circle cx="16.5" cy="18.5" r="1.5" />
  </Icon>
);
export const FuelIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 21V5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v16M3 21h13M7 8h5" />
    <path d="M15 10h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V9l-3-3" />
  </Icon>
);
export const GearIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="6" cy="6" r="2" />
    <circle cx="12" cy="6" r="2" />
    <circle cx="18" cy="6" r="2" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="12" cy="18" r="2" />
    <path d="M6 8v8M12 8v8M18 8v4H6" />
  </Icon>
);
export const DriveIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M12 3v6.5M4.5 16.5l5.3-3M19.5 16.5l-5.3-3" />
  </Icon>
);
export const PaletteIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.5-1.2-1.8-1.2-3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </Icon>
);
export const DocumentIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);
export const StarIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);
export const EngineIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 10h2V8h4V6h4v2h3l2 3h2v5h-2l-2 3H9l-2-2H4z" />
    <path d="M1 11v4" />
  </Icon>
);
export const MapPinIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const ShareIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 3v12M7 8l5-5 5 5" />
    <path d="M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
  </Icon>
);
export const ChatIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);
export const KeyIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </Icon>
);
export const VideoIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </Icon>
);
export const TagIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);
export const VerifiedIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3 .2z" />
    <path d="M8.5 12l2.3 2.3 4.7-4.6" />
  </Icon>
);
export const ChevronLeftIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const ChevronRightIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const CloseIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const FilterIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const CameraIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </Icon>
);
export const SearchIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);
export const EyeIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const CompareIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M8 4v16M16 4v16M4 8h4M16 16h4M4 8l2-2M4 8l2 2M20 16l-2-2M20 16l-2 2" />
  </Icon>
);
export const CheckIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
