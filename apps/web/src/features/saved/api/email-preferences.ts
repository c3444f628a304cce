import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmailPreferencesSchema, UnsubscribeResultSchema, type EmailPreferences } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { savedApiPaths } from '../../../lib/paths';
import { savedKeys } from './keys';

/** GET /v1/account/email-preferences */
export const fetchEmailPreferences = (signal?: AbortSignal) =>
  api(savedApiPaths.emailPreferences, { signal, schema: import.meta.env.DEV ? EmailPreferencesSchema : undefined });

export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: savedKeys.emailPreferences(), queryFn: ({ signal }) => fetchEmailPreferences(signal) });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery());
}

/** PUT /v1/account/email-preferences (the GET body back). */
export const saveEmailPreferences = (prefs: EmailPreferences) =>
  api(savedApiPaths.emailPreferences, {
    method: 'PUT',
    body: prefs,
    schema: import.meta.env.DEV ? EmailPreferencesSchema : undefined,
  });

export function useSaveEmailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => qc.setQueryData(savedKeys.emailPreferences(), saved),
  });
}

/** POST /v1/mail/unsubscribe?token=…: no session needed; the token is the link's. */
export const unsubscribe = (token: string) =>
  api(savedApiPaths.unsubscribe, {
    method: 'POST',
    query: { token },
    body: {},
    schema: import.meta.env.DEV ? UnsubscribeResultSchema : undefined,
  });

export function useUnsubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => qc.invalidateQueries({ queryKey: savedKeys.emailPreferences() }),
  });
}
