import { AwsClient } from 'aws4fetch';
import { FILE_ROUTE_PREFIX, assertValidKey, contentTypeOf, type Storage } from './storage';

export type S3Options = {
  bucket: string;
  /** e.g. https://s3.us-east-1.amazonaws.com, http://127.0.0.1:9000 (MinIO); AWS when unset. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (CDN); files are proxied through the API when unset. */
  publicUrl: string | undefined;
  /** Path-style addressing (endpoint/bucket/key), which MinIO and most fakes need. */
  forcePathStyle: boolean;
  /** Per request; large originals take a moment on slow links. */
  timeoutMs?: number;
};

/**
 * Any S3-compatible object store, signed with AWS Signature V4 (aws4fetch: fetch + WebCrypto,
 * no SDK). Objects are written with a year-long immutable Cache-Control, because keys change
 * with every version of a file.
 */
export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = new URL(opts.endpoint ?? `https://s3.${opts.region}.amazonaws.com`);
  const base = opts.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${opts.bucket}`
    : `${endpoint.protocol}//${opts.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const objectUrl = (key: string) => {
    assertValidKey(key);
    return `${base}/${key}`;
  };
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 30_000);
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: data,
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        },
        signal: timeout(),
      });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: 'GET', signal: timeout() });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail(`GET ${key}`, res);
      const body = Buffer.from(await res.arrayBuffer());
      return { body, contentType: res.headers.get('content-type') ?? contentTypeOf(key), size: body.length };
    },
    async delete(keys) {
      // One DELETE per object keeps to the part of the API every S3 clone implements.
      await Promise.all(
        keys.map(async (key) => {
          const res = await client.fetch(objectUrl(key), { method: 'DELETE', signal: timeout() });
          await res.arrayBuffer();
          if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
        }),
      );
    },
    url: (key) => (opts.publicUrl ? `${opts.publicUrl.replace(/\/$/, '')}/${key}` : FILE_ROUTE_PREFIX + key),
  };
}
