import { useId } from 'react';
import { SignupMethodSchema, USER_ROLE_FILTERS, type UserRoleFilter } from '@revy/shared';
import { FilterSelect } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';

/** The filters of the users page as the URL keeps them (`?role=&verified=&disabled=&signup=&guests=1`). */
export type UserFilterValues = {
  role: UserRoleFilter | '';
  verified: '' | 'true' | 'false';
  disabled: '' | 'true' | 'false';
  signup: string;
  guests: boolean;
};

export const FILTER_KEYS = ['role', 'verified', 'disabled', 'signup', 'guests'] as const;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | '' =>
  v && (values as readonly string[]).includes(v) ? (v as T) : '';

/** Reads the filters from the address; anything unknown there is ignored rather than sent to the API. */
export function readFilters(params: URLSearchParams): UserFilterValues {
  return {
    role: oneOf(USER_ROLE_FILTERS, params.get('role')),
    verified: oneOf(['true', 'false'] as const, params.get('verified')),
    disabled: oneOf(['true', 'false'] as const, params.get('disabled')),
    signup: oneOf(SignupMethodSchema.options, params.get('signup')),
    guests: params.get('guests') === '1',
  };
}

export const hasFilters = (f: UserFilterValues) => !!(f.role || f.verified || f.disabled || f.signup || f.guests);

const ROLE_LABELS: Record<UserRoleFilter, string> = {
  user: 'Users (no staff role)',
  concierge: 'Concierge',
  admin: 'Admin',
};
const SIGNUP_LABELS: Record<string, string> = {
  anonymous: 'Anonymous',
  email: 'Email',
  cli: 'Command line',
  seed: 'Seeded',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** Role, verified, disabled and sign-up method selects, and the "Show guests" switch (off by default). */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (key: (typeof FILTER_KEYS)[number], value: string) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end">
      <FilterSelect id={`${id}-role`} label="Role" value={value.role} onChange={(v) => onChange('role', v)}>
        <option value="">All roles</option>
        {USER_ROLE_FILTERS.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-verified`}
        label="Email"
        value={value.verified}
        onChange={(v) => onChange('verified', v)}
      >
        <option value="">Verified or not</option>
        <option value="true">Verified</option>
        <option value="false">Not verified</option>
      </FilterSelect>
      <FilterSelect
        id={`${id}-disabled`}
        label="Account"
        value={value.disabled}
        onChange={(v) => onChange('disabled', v)}
      >
        <option value="">Active or disabled</option>
        <option value="false">Active</option>
        <option value="true">Disabled</option>
      </FilterSelect>
      <FilterSelect
        id={`${id}-signup`}
        label="Signed up with"
        value={value.signup}
        onChange={(v) => onChange('signup', v)}
      >
        <option value="">Any method</option>
        {SignupMethodSchema.options.map((m) => (
          <option key={m} value={m}>
            {SIGNUP_LABELS[m] ?? m}
          </option>
        ))}
      </FilterSelect>
      <div className="col-span-2 md:col-span-1 md:pb-2">
        <Switch
          compact
          checked={value.guests}
          onChange={(on) => onChange('guests', on ? '1' : '')}
          label="Show guests"
        />
      </div>
    </div>
  );
}
