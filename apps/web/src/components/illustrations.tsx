import type { ReactNode } from 'react';

/**
 * Inline illustrations for empty states and error pages. Drawn on a 160x120 canvas in the theme
 * colours, so they follow the active theme; decorative (aria-hidden), the heading carries meaning.
 */
const P = 'var(--theme-primary)';
const SOFT = 'var(--theme-primary-soft)';
const INK = '#1f1b24';
const LINE = '#e7e3ea';

function Frame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 160 120"
      className={`h-32 w-44 sm:h-36 sm:w-48 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="64" rx="70" ry="50" fill={SOFT} />
      <ellipse cx="80" cy="108" rx="46" ry="5" fill={INK} opacity="0.08" />
      {children}
    </svg>
  );
}

/** A small car, drawn at (x, y) with the given width; used by several scenes. */
function Car({ x, y, w = 64, color = P }: { x: number; y: number; w?: number; color?: string }) {
  const s = w / 64;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M4 24l6-12c1.5-3 4-4.5 7-4.5h28c3 0 5.5 1.5 7 4.5l6 12v10H4z" fill={color} />
      <path d="M15 12.5h34l4 9H11z" fill="#fff" opacity="0.85" />
      <rect x="4" y="24" width="56" height="6" rx="2" fill={color} />
      <circle cx="16" cy="34" r="6" fill={INK} />
      <circle cx="16" cy="34" r="2.5" fill="#fff" />
      <circle cx="48" cy="34" r="6" fill={INK} />
      <circle cx="48" cy="34" r="2.5" fill="#fff" />
      <rect x="6" y="25" width="6" height="3" rx="1.5" fill="#fde68a" />
    </g>
  );
}

export function GarageIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M30 52l50-28 50 28v54H30z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path
        d="M26 54l54-31 54 31"
        fill="none"
        stroke={P}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="44" y="60" width="72" height="46" rx="3" fill={SOFT} />
      {[66, 74, 82].map((y) => (
        <rect key={y} x="44" y={y - 6} width="72" height="2" fill={LINE} />
      ))}
      <Car x={52} y={72} w={56} />
      <circle cx="118" cy="30" r="9" fill={P} />
      <path d="M114 30h8M118 26v8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </Frame>
  );
}

export function ShowroomIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect x="22" y="40" width="56" height="44" rx="6" fill="#fff" stroke={LINE} strokeWidth="2" />
      <rect x="82" y="40" width="56" height="44" rx="6" fill="#fff" stroke={LINE} strokeWidth="2" />
      <Car x={27} y={50} w={46} />
      <Car x={87} y={50} w={46} color="#94a3b8" />
      <rect x="28" y="76" width="24" height="4" rx="2" fill={LINE} />
      <rect x="88" y="76" width="24" height="4" rx="2" fill={LINE} />
      <circle cx="116" cy="28" r="12" fill="#fff" stroke={P} strokeWidth="4" />
      <path d="M125 37l9 9" stroke={P} strokeWidth="5" strokeLinecap="round" />
    </Frame>
  );
}

export function ChatIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path
        d="M28 30h64a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H48l-14 12v-12h-6a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8z"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <rect x="32" y="42" width="50" height="5" rx="2.5" fill={LINE} />
      <rect x="32" y="53" width="34" height="5" rx="2.5" fill={LINE} />
      <path d="M76 56h52a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8h-4v12l-14-12H76a8 8 0 0 1-8-8V64a8 8 0 0 1 8-8z" fill={P} />
      <circle cx="88" cy="74" r="3.5" fill="#fff" />
      <circle cx="102" cy="74" r="3.5" fill="#fff" />
      <circle cx="116" cy="74" r="3.5" fill="#fff" />
    </Frame>
  );
}

export function CalendarIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect x="40" y="28" width="80" height="74" rx="8" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M40 36a8 8 0 0 1 8-8h64a8 8 0 0 1 8 8v10H40z" fill={P} />
      <path d="M58 22v14M102 22v14" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      {[0, 1, 2, 3].map((c) =>
        [0, 1, 2].map((r) => (
          <rect
            key={`${c}-${r}`}
            x={50 + c * 16}
            y={54 + r * 14}
            width="10"
            height="8"
            rx="2"
            fill={c === 2 && r === 1 ? P : LINE}
          />
        )),
      )}
      <circle cx="122" cy="90" r="14" fill={P} stroke="#fff" strokeWidth="3" />
      <path
        d="M115 90l5 5 9-10"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

export function InboxIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect x="52" y="22" width="56" height="44" rx="4" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M52 26l28 20 28-20" fill="none" stroke={P} strokeWidth="3" strokeLinejoin="round" />
      <path d="M34 62h26l6 12h28l6-12h26v32a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" fill={P} />
      <path d="M34 62l12-20h10M126 62l-12-20h-10" stroke={P} strokeWidth="3" fill="none" strokeLinecap="round" />
    </Frame>
  );
}

export function ChartIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect x="26" y="26" width="108" height="76" rx="8" fill="#fff" stroke={LINE} strokeWidth="2" />
      <rect x="36" y="36" width="40" height="6" rx="3" fill={LINE} />
      {[
        [42, 28],
        [60, 42],
        [78, 20],
        [96, 50],
        [114, 36],
      ].map(([x, h]) => (
        <rect
          key={x}
          x={x! - 6}
          y={92 - h!}
          width="12"
          height={h}
          rx="3"
          fill={h === 50 ? P : SOFT}
          stroke={P}
          strokeWidth="1.5"
        />
      ))}
    </Frame>
  );
}

export function ShieldIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M80 18l38 14v26c0 24-16 40-38 48-22-8-38-24-38-48V32z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M80 28l28 10v20c0 17-11 29-28 36-17-7-28-19-28-36V38z" fill={P} />
      <path
        d="M67 60l9 9 18-20"
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

export function DocumentIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path
        d="M48 18h46l18 18v66a4 4 0 0 1-4 4H48a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <path d="M94 18v18h18" fill={SOFT} stroke={LINE} strokeWidth="2" strokeLinejoin="round" />
      <rect x="54" y="44" width="38" height="16" rx="3" fill={P} />
      {[68, 76, 84, 92].map((y, i) => (
        <rect key={y} x="54" y={y} width={i === 3 ? 28 : 48} height="4" rx="2" fill={LINE} />
      ))}
    </Frame>
  );
}

export function LockIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M60 54V42a20 20 0 0 1 40 0v12" fill="none" stroke={INK} strokeWidth="7" strokeLinecap="round" />
      <rect x="48" y="52" width="64" height="50" rx="10" fill={P} />
      <circle cx="80" cy="73" r="7" fill="#fff" />
      <rect x="77" y="76" width="6" height="14" rx="3" fill="#fff" />
    </Frame>
  );
}

export function SignpostIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect x="76" y="22" width="8" height="84" rx="3" fill={INK} />
      <path d="M40 30h56l12 10-12 10H40z" fill={P} />
      <path d="M120 56H64l-12 10 12 10h56z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <text x="66" y="44" fontSize="12" fontWeight="700" fill="#fff" fontFamily="inherit">
        404
      </text>
      <path d="M72 66h38" stroke={LINE} strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}

export function AlertIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M80 20l46 80H34z" fill={P} strokeLinejoin="round" stroke={P} strokeWidth="8" />
      <rect x="76" y="46" width="8" height="30" rx="4" fill="#fff" />
      <circle cx="80" cy="88" r="5" fill="#fff" />
    </Frame>
  );
}

export function PhotoIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <rect
        x="34"
        y="34"
        width="72"
        height="56"
        rx="6"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
        transform="rotate(-8 70 62)"
      />
      <rect x="54" y="30" width="76" height="60" rx="6" fill="#fff" stroke={LINE} strokeWidth="2" />
      <rect x="60" y="36" width="64" height="40" rx="3" fill={SOFT} />
      <Car x={70} y={46} w={44} />
      <circle cx="112" cy="42" r="4" fill="#fde68a" />
    </Frame>
  );
}

export function TagIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M44 40l34-18 48 0 0 46-40 40z" fill="#fff" stroke={LINE} strokeWidth="2" strokeLinejoin="round" />
      <path d="M52 46l30-16h36v38l-34 34z" fill={P} />
      <circle cx="106" cy="42" r="5" fill="#fff" />
      <text x="70" y="78" fontSize="22" fontWeight="800" fill="#fff" fontFamily="inherit">
        $
      </text>
    </Frame>
  );
}

export function SparkIllustration(props: { className?: string }) {
  return (
    <Frame {...props}>
      <path d="M80 22c3 18 10 25 28 28-18 3-25 10-28 28-3-18-10-25-28-28 18-3 25-10 28-28z" fill={P} />
      <path d="M118 66c2 9 5 12 14 14-9 2-12 5-14 14-2-9-5-12-14-14 9-2 12-5 14-14z" fill={P} opacity="0.6" />
      <path
        d="M42 72c1.5 6 4 8.5 10 10-6 1.5-8.5 4-10 10-1.5-6-4-8.5-10-10 6-1.5 8.5-4 10-10z"
        fill={P}
        opacity="0.4"
      />
    </Frame>
  );
}
