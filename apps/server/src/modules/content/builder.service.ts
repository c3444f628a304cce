import type { BuilderRequest, BuilderResponse, ContentBuilderSource } from '../../adapters/content-builder';
import type { AppContext } from '../../context';
import { announceContentChange, contentCacheOf } from './content-cache';

const FALLBACK_TTL_MS = 60_000;

export type BuilderAnswer = BuilderResponse & { source: 'builder.io' | 'own' };

const cacheKey = (r: BuilderRequest) =>
  JSON.stringify([r.model, r.limit, Object.entries(r.userAttributes).sort(([a], [b]) => (a < b ? -1 : 1))]);

/**
 * GET /v1/builder/content/{model}: Builder.io when configured, else (and whenever it fails, times out or has no
 * entry) the product's own content, in the same shape. Answers are cached per model and attributes.
 */
export async function builderContent(
  ctx: AppContext,
  sources: { remote: ContentBuilderSource | null; own: ContentBuilderSource },
  request: BuilderRequest,
): Promise<BuilderAnswer> {
  const cache = contentCacheOf(ctx);
  const key = cacheKey(request);
  const hit = cache?.get(key) as BuilderAnswer | undefined;
  if (hit) return hit;
  let answer: BuilderAnswer | null = null;
  let failed = false;
  if (sources.remote) {
    try {
      const remote = await sources.remote.fetch(request);
      if (remote.results.length) answer = { ...remote, source: 'builder.io' };
    } catch (err) {
      failed = true;
      ctx.log.warn({ err, model: request.model }, 'builder: Builder.io failed; serving own content');
    }
  }
  answer ??= { ...(await sources.own.fetch(request)), source: 'own' };
  // After a Builder.io failure the fallback is kept one minute only, so its content returns once it recovers.
  cache?.set(key, answer, failed ? FALLBACK_TTL_MS : undefined);
  return answer;
}

/** POST /v1/builder/cache/clear (staff): every instance drops its builder answers. */
export async function clearBuilderCache(ctx: AppContext): Promise<{ cleared: true }> {
  await announceContentChange(ctx);
  return { cleared: true };
}
