import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { displayName, formatDateTime, isAdmin, ROUTES, type User } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { isFullUser, useUser, useUpdateUser } from '../../users';
import { KindBadge, RoleBadges } from './user-badges';
import { UserActivity } from './user-activity';

/**
 * /admin/users/:id (admin): one user's profile, grants, the disabled switch, and their listings, chats and
 * purchases. Also /concierge/_/users/:id, the concierge's view of the same (decision 032): no disabled switch.
 */
export function AdminUserDetailsPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const me = useCurrentUser();
  const inConcierge = useLocation().pathname.startsWith('/concierge');

  return (
    <div className="w-full">
      <Link
        to={inConcierge ? '/concierge/_/users' : ROUTES.adminUsers}
        className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
        All users
      </Link>
      {user.isPending ? (
        <div className="flex justify-center py-16 text-primary" role="status">
          <Spinner size={28} label="Loading user" />
        </div>
      ) : user.isError ? (
        <Alert
          tone="error"
          title={isApiError(user.error) && user.error.status === 404 ? 'No such user' : 'Could not load this user'}
        >
          {errorMessage(user.error)}
        </Alert>
      ) : !isFullUser(user.data) ? (
        <Alert tone="error" title="Not available">
          Only staff can see this user&apos;s details.
        </Alert>
      ) : (
        <UserDetails user={user.data} canDisable={isAdmin(me.data)} isSelf={me.data?.id === user.data.id} />
      )}
    </div>
  );
}

function UserDetails({ user, canDisable, isSelf }: { user: User; canDisable: boolean; isSelf: boolean }) {
  const name = displayName(user);
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {name === 'Guest' ? 'Unnamed guest' : name}
          </h1>
          <p className="truncate text-sm text-muted">{user.email ?? user.unverifiedEmail ?? 'No email'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <KindBadge user={user} />
          <RoleBadges acl={user.acl} disabled={user.disabled} dash={false} />
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfilePanel user={user} />
        <div className="space-y-6">
          <GrantsPanel user={user} />
          {canDisable ? <AccessPanel user={user} isSelf={isSelf} /> : null}
        </div>
      </div>
      <UserActivity userId={user.id} />
    </div>
  );
}

function ProfilePanel({ user }: { user: User }) {
  return (
    <Panel title="Profile">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:gap-x-8">
        <Field label="First name">{user.firstName}</Field>
        <Field label="Last name">{user.lastName}</Field>
        <Field label="Email" wide>
          {user.email}
        </Field>
        <Field label="Pending email" wide>
          {user.unverifiedEmail}
        </Field>
        <Field label="Phone">{user.phone}</Field>
        <Field label="Sign-up method">
          <span className="capitalize">{user.signupMethod}</span>
        </Field>
        <Field label="Listings">{String(user.listingCount)}</Field>
        <Field label="ID verified">{user.isIdVerified ? 'Yes' : 'No'}</Field>
        <Field label="Password set">{user.hasPassword ? 'Yes' : 'No'}</Field>
        <Field label="Created">{formatDateTime(user.createdAt)}</Field>
        <Field label="Updated">{formatDateTime(user.updatedAt)}</Field>
        <Field label="User ID" wide>
          <code className="break-all text-xs">{user.id}</code>
        </Field>
      </dl>
    </Panel>
  );
}

/** Spec 6 grants: a permission, everywhere or on one target. */
function GrantsPanel({ user }: { user: User }) {
  return (
    <Panel title="Grants">
      {user.acl.length === 0 ? (
        <p className="text-sm text-muted">No grants. This user can edit only their own listings.</p>
      ) : (
        <ul className="divide-y divide-line">
          {user.acl.map((g) => (
            <li
              key={`${g.permission}:${g.targetId ?? '*'}`}
              className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="font-medium capitalize text-ink">{g.permission}</span>
              <span className="text-sm text-muted">
                {g.targetId ? (
                  <>
                    on <code className="break-all text-xs">{g.targetId}</code>
                  </>
                ) : (
                  'Everywhere'
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Admins switch an account off and on (POST /v1/user/{id} {disabled}). */
function AccessPanel({ user, isSelf }: { user: User; isSelf: boolean }) {
  const update = useUpdateUser();
  const toggle = () => update.mutate({ id: user.id, input: { disabled: !user.disabled } });
  return (
    <Panel title="Access">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="disabled-label" className="font-medium text-ink">
            Account disabled
          </p>
          <p id="disabled-help" className="mt-0.5 text-sm text-muted">
            {isSelf
              ? 'You cannot disable your own account.'
              : user.disabled
                ? 'This user cannot sign in or use Revy until you turn this off.'
                : 'Turn on to stop this user signing in and using Revy.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={user.disabled}
          aria-labelledby="disabled-label"
          aria-describedby="disabled-help"
          disabled={isSelf || update.isPending}
          onClick={toggle}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
            user.disabled ? 'bg-danger' : 'bg-zinc-300'
          }`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${user.disabled ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {update.isError ? (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(update.error)}</Alert>
        </div>
      ) : null}
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** A label and value; `wide` ones (long addresses, ids) take the whole row on phones. */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children || <span className="text-muted">—</span>}</dd>
    </div>
  );
}
