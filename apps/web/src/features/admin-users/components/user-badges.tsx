import type { ReactNode } from 'react';
import { userKind, type Grant, type UserKind } from '@revy/shared';

const pill =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const kindStyles: Record<UserKind, { label: string; className: string }> = {
  anonymous: { label: 'Anonymous', className: 'bg-zinc-50 text-zinc-700 ring-zinc-200' },
  user: { label: 'User', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  verified: { label: 'Verified', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
};

/** Spec 4 user kinds: anonymous (no email), user (email not yet confirmed), verified. */
export function KindBadge({ user }: { user: { email: string | null; unverifiedEmail: string | null } }) {
  const s = kindStyles[userKind(user)];
  return <span className={`${pill} ${s.className}`}>{s.label}</span>;
}

export function Pill({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`${pill} ${className}`}>{children}</span>;
}

/** Staff roles are global admin or concierge grants. */
export function staffRoles(acl: readonly Grant[]): ('admin' | 'concierge')[] {
  const roles = new Set<'admin' | 'concierge'>();
  for (const g of acl)
    if (g.targetId === null && (g.permission === 'admin' || g.permission === 'concierge')) roles.add(g.permission);
  return [...roles].sort();
}

/** Staff roles and the disabled mark; a dash (in tables) or nothing when there are none. */
export function RoleBadges({
  acl,
  disabled,
  dash = true,
}: {
  acl: readonly Grant[];
  disabled?: boolean;
  dash?: boolean;
}) {
  const roles = staffRoles(acl);
  if (!roles.length && !disabled) return dash ? <span className="text-sm text-muted">—</span> : null;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((r) => (
        <Pill key={r} className="bg-primary-soft text-primary ring-primary/20 capitalize">
          {r}
        </Pill>
      ))}
      {disabled ? <Pill className="bg-orange-50 text-orange-800 ring-orange-200">Disabled</Pill> : null}
    </span>
  );
}
