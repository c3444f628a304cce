import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  FLAG_NAMES,
  flagDefaults,
  parseFlagOverrides,
  resolveFlags,
  validateFlagOverrides,
  type FlagName,
  type FlagValues,
  type User,
} from '@revy/shared';
import { currentUserKey, currentUserQuery } from './current-user';
import { api } from './api-client';
import { readJson, writeJson } from './browser-storage';
import { apiPaths } from './paths';
import { publicSettings } from './browser-config';
import { whenIdle } from './idle';

/** Overrides of a signed-out visitor (spec 9: a signed-in user's live in their metadata). */
export const LOCAL_FLAGS_KEY = 'revy__feature_flags';

type Overrides = Record<string, string>;

// The current address's `ff` overrides: they apply at once, before any save completes.
let urlOverrides: Overrides = {};
let version = 0;
const listeners = new Set<() => void>();

function emit() {
  version += 1;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A signed-out visitor's saved overrides, read from local storage once per page load (undefined until then). The
// first screen renders without them and they are read right after (see useFlags): the first use of local storage is
// slow, and the server drew that screen with the defaults anyway.
let localOverrides: Overrides | undefined;
let localLoadScheduled = false;

export function getLocalFlagOverrides(): Overrides {
  if (localOverrides === undefined) {
    const saved = readJson<Overrides>('local', LOCAL_FLAGS_KEY);
    localOverrides = saved && typeof saved === 'object' ? saved : {};
  }
  return localOverrides;
}

function loadLocalOverridesSoon(): void {
  if (localLoadScheduled || localOverrides !== undefined) return;
  localLoadScheduled = true;
  whenIdle(() => {
    if (Object.keys(getLocalFlagOverrides()).length) emit();
  });
}

/** The overrides saved for this visitor: the user's metadata when signed in, else local storage. */
export function savedOverrides(user: User | null | undefined): Overrides {
  return user ? ((user.metadata?.featureFlags as Overrides | undefined) ?? {}) : getLocalFlagOverrides();
}

/**
 * The defaults everyone gets: the code's, overridden by the flagDefaults setting staff keep under /admin/config
 * (issue 16). A user's own saved overrides and the address's `ff` still win over these.
 */
export function configuredFlagDefaults(): FlagValues {
  return { ...flagDefaults(), ...publicSettings().flagDefaults } as FlagValues;
}

/** Flag values for a visitor, without React (route loaders, start-up). */
export function currentFlags(user: User | null | undefined): FlagValues {
  return resolveFlags(configuredFlagDefaults(), savedOverrides(user), urlOverrides);
}

/**
 * Applies the `ff` query parameter of a navigation (spec 2): valid overrides take effect at once
 * and are saved, to the user's metadata with POST /v1/user/{id}/metadata when signed in
 * (a failure is only logged, spec 8), else to local storage. Unknown, ambiguous or invalid
 * entries are reported on the console and skipped.
 */
export async function applyFlagParam(search: string, qc: QueryClient): Promise<void> {
  const ff = new URLSearchParams(search).get('ff');
  const parsed = parseFlagOverrides(ff, FLAG_NAMES);
  const { overrides, ignored } = validateFlagOverrides(parsed.overrides);
  const skipped = [...parsed.ignored, ...ignored];
  if (skipped.length) console.warn('Feature flag overrides skipped:', skipped);

  const hadUrl = Object.keys(urlOverrides).length > 0;
  urlOverrides = overrides;
  if (hadUrl || Object.keys(overrides).length) emit();
  if (!Object.keys(overrides).length) return;

  // Normally cached by the start-up; public-builder pages skip that, so ask if needed.
  const user = await qc.ensureQueryData(currentUserQuery()).catch(() => null);
  const merged = { ...savedOverrides(user), ...overrides };
  if (!user) {
    writeJson('local', LOCAL_FLAGS_KEY, merged);
    localOverrides = merged;
    return;
  }
  try {
    const updated = await api<User | undefined>(apiPaths.user.metadata(user.id), {
      method: 'POST',
      body: { featureFlags: merged },
    });
    qc.setQueryData<User | null>(currentUserKey, (prev) =>
      prev && prev.id === user.id
        ? updated?.id
          ? updated
          : { ...prev, metadata: { ...prev.metadata, featureFlags: merged } }
        : prev,
    );
  } catch (err) {
    console.error('Could not save feature flag overrides', err);
  }
}

/**
 * All flag values for the current visitor; re-renders when overrides change. Reads the current
 * user from the cache only: it must not fetch before the start-up health check (spec 4).
 */
export function useFlags(): FlagValues {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: false });
  const localPending = !user && localOverrides === undefined;
  useEffect(() => {
    if (localPending) loadLocalOverridesSoon();
  }, [localPending]);
  return localPending ? resolveFlags(configuredFlagDefaults(), {}, urlOverrides) : currentFlags(user);
}

export function useFlag(name: FlagName): string {
  return useFlags()[name];
}

/** For tests: forget the address overrides and the saved ones read so far. */
export function resetFlagsForTests(): void {
  urlOverrides = {};
  localOverrides = undefined;
  localLoadScheduled = false;
  emit();
}
