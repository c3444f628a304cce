import {
  ArcticFetchError,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import { ProviderRejected, ProviderUnavailable } from './oauth-provider';

const TIMEOUT_MS = 10_000;

/** Arctic's errors in the adapter's two kinds: the provider said no, or could not be reached. */
export function fromArcticError(err: unknown): Error {
  if (err instanceof OAuth2RequestError) return new ProviderRejected(`provider refused the code: ${err.code}`);
  if (err instanceof ArcticFetchError) return new ProviderUnavailable('provider unreachable');
  if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError) {
    return err.status >= 500
      ? new ProviderUnavailable(`provider answered ${err.status}`)
      : new ProviderRejected(err.message);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * The token request with the client's credentials in the form body (client_secret_post), which Apple and Facebook
 * require. Arctic's Apple and Facebook classes do the same but with their hosts fixed in the code, so a test could
 * not point them at a fake server; the answer is still read into arctic's OAuth2Tokens.
 */
export async function postTokenRequest(endpoint: string, form: Record<string, string>): Promise<OAuth2Tokens> {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ProviderUnavailable('provider unreachable');
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status >= 500) throw new ProviderUnavailable(`provider answered ${res.status}`);
  if (res.status !== 200 || !data || typeof data !== 'object') {
    const code = data && typeof data.error === 'string' ? data.error : `status ${res.status}`;
    throw new ProviderRejected(`provider refused the code: ${code}`);
  }
  return new OAuth2Tokens(data);
}

/** A GET answering JSON (Facebook's Graph API); 4xx is a rejection, the rest unavailability. */
export async function getJson(url: URL): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ProviderUnavailable('provider unreachable');
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status >= 500) throw new ProviderUnavailable(`provider answered ${res.status}`);
  if (!res.ok || !data || typeof data !== 'object') throw new ProviderRejected(`provider answered ${res.status}`);
  return data;
}

/** The token answer's id_token; an answer without one cannot be trusted to name anyone. */
export function idTokenOf(tokens: OAuth2Tokens): string {
  const value = (tokens.data as Record<string, unknown>).id_token;
  if (typeof value !== 'string') throw new ProviderRejected('provider answered without an ID token', 'invalid_token');
  return value;
}
