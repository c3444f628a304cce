/*
 * The content builder (spec 7 "Content builder", spec 8 "content proxy failure: fall back to the direct content
 * service"). Two sources answer in Builder.io's shape: Builder.io's content API when BUILDER_API_KEY is set, and the
 * product's own content (modules/content/builder-own.ts), which is also the fallback whenever Builder.io fails.
 */

/** One entry as Builder.io's content API returns it (the fields the web app reads). */
export type BuilderEntry = {
  id: string;
  name: string;
  modelId?: string | undefined;
  published: string;
  lastUpdated?: number | undefined;
  data: Record<string, unknown>;
};
export type BuilderResponse = { results: BuilderEntry[] };

export type BuilderRequest = {
  model: string;
  /** User attributes used for targeting: urlPath, device, locale… */
  userAttributes: Record<string, string>;
  limit: number;
};

export interface ContentBuilderSource {
  readonly kind: 'builder.io' | 'own';
  /** The entries for a request; throws on any failure (the proxy then falls back). */
  fetch(request: BuilderRequest): Promise<BuilderResponse>;
}

/**
 * Builder.io's content API: GET {base}/api/v3/content/{model} with the spec's parameters (limit 1, includeRefs true,
 * noTraverse false, omit meta.componentsUsed), aborted after `timeoutMs` (spec 9: 3,000 ms).
 */
export function createBuilderIoSource(opts: {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): ContentBuilderSource {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    kind: 'builder.io',
    async fetch({ model, userAttributes, limit }) {
      const url = new URL(`/api/v3/content/${encodeURIComponent(model)}`, opts.baseUrl);
      url.searchParams.set('apiKey', opts.apiKey);
      url.searchParams.set('userAttributes', JSON.stringify(userAttributes));
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('includeRefs', 'true');
      url.searchParams.set('noTraverse', 'false');
      url.searchParams.set('omit', 'meta.componentsUsed');
      const res = await doFetch(url, {
        signal: AbortSignal.timeout(opts.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`Builder.io answered ${res.status}`);
      const body = (await res.json()) as { results?: unknown };
      if (!Array.isArray(body.results)) throw new Error('Builder.io answered without results');
      return { results: body.results as BuilderEntry[] };
    },
  };
}
