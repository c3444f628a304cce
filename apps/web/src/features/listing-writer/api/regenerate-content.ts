import { RegenerateContentSchema, type ErrorBody, type GeneratedPart, type ListingWriterEvent } from '@revy/shared';
import { ApiError, parseRetryAfter } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import { createSseParser } from '../lib/sse';

/**
 * POST /v1/listing/{id}/regenerate-content with `Accept: text/event-stream`: calls `onEvent` for
 * each progress, delta, done or error event as it arrives. `api()` reads whole bodies, so this
 * reads the stream itself, with the same session cookie and the same ApiError on a failed status.
 * A server that answers JSON instead (the saved listing) counts as one `done` event.
 */
export async function streamRegenerateContent(
  listingId: string,
  parts: GeneratedPart[] | undefined,
  onEvent: (e: ListingWriterEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const body = RegenerateContentSchema.parse(parts ? { parts } : {});
  let res: Response;
  try {
    res = await fetch(aiApiPaths.regenerate(listingId), {
      method: 'POST',
      credentials: 'include',
      signal,
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError({
      name: 'NetworkError',
      error: 'NETWORK',
      message: (err as Error).message || 'Network error',
      status: 0,
    });
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError({
      ...data,
      message: data.message ?? res.statusText ?? 'Request failed',
      status: res.status,
      retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    });
  }
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    onEvent({ type: 'done', listing: (await res.json()) as Record<string, unknown> });
    return;
  }
  const parser = createSseParser(onEvent);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
