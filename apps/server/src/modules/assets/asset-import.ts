import { MAX_UPLOAD_BYTES, type Asset, type AssetImportSchema, type Principal } from '@revy/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { assertCanEditTarget } from './assets.access';
import { createImageAsset, deleteAsset, deleteTaggedExcept } from './assets.service';

type AssetImport = z.infer<typeof AssetImportSchema>;

const MAX_REDIRECTS = 3;

/**
 * Whether an import may fetch `url`: http(s) only, and its host must match one of the configured
 * patterns: `host` (default port), `host:port`, or `*.domain` (the domain and its subdomains).
 */
export function isAllowedImportUrl(url: URL, patterns: readonly string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return patterns.some((p) => {
    if (p.startsWith('*.')) return !url.port && (hostname === p.slice(2) || hostname.endsWith(p.slice(1)));
    return p.includes(':') && !p.startsWith('[') ? host === p : !url.port && hostname === p;
  });
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * Downloads one image for POST /v1/asset/uploadcare. Redirects are followed by hand, at most
 * three, and only to allowed hosts; the body is read as a stream and abandoned as soon as it
 * passes MAX_UPLOAD_BYTES (413); the whole download, redirects included, has `timeoutMs`.
 */
export async function downloadImage(
  rawUrl: string,
  opts: { allowedHosts: readonly string[]; timeoutMs: number },
): Promise<Buffer> {
  let url = new URL(rawUrl);
  if (!isAllowedImportUrl(url, opts.allowedHosts))
    throw refuse(`Importing from ${url.host} is not allowed on this marketplace.`);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
      if (res.status >= 300 && res.status < 400 && res.headers.has('location')) {
        await res.body?.cancel();
        const next = new URL(res.headers.get('location')!, url);
        if (hop >= MAX_REDIRECTS) throw refuse(`Too many redirects while downloading ${rawUrl}.`);
        if (!isAllowedImportUrl(next, opts.allowedHosts)) {
          throw refuse(`Downloading ${rawUrl} redirected to ${next.host}, which is not allowed.`);
        }
        url = next;
        continue;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw refuse(`Could not download ${rawUrl}: the server answered ${res.status}.`);
      }
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > MAX_UPLOAD_BYTES) {
        await res.body.cancel();
        throw tooLarge(rawUrl);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        total += chunk.byteLength;
        // Throwing ends the loop, and the iterator's return() cancels the download.
        if (total > MAX_UPLOAD_BYTES) throw tooLarge(rawUrl);
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks, total);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (signal.aborted) throw refuse(`Downloading ${rawUrl} took too long.`);
    throw refuse(`Could not download ${rawUrl}.`);
  }
}

const tooLarge = (url: string) =>
  new AppError('PAYLOAD_TOO_LARGE', `${url} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

/**
 * POST /v1/asset/uploadcare: downloads each URL and runs it through the upload pipeline, one at
 * a time (a 25 MB download and a 12-megapixel decode each). All or nothing: when one fails, the
 * assets this call already made are deleted and the failure is answered. With `overwrite` and a
 * tag, the target's earlier assets with that tag go once all the new ones are in.
 */
export async function importAssets(ctx: AppContext, actor: Principal, input: AssetImport): Promise<Asset[]> {
  const hosts = ctx.config.assetImportHosts;
  if (hosts.length === 0) throw refuse('Importing images by URL is not enabled on this marketplace.');
  for (const url of input.files) {
    const u = new URL(url);
    if (!isAllowedImportUrl(u, hosts)) throw refuse(`Importing from ${u.host} is not allowed on this marketplace.`);
  }
  await assertCanEditTarget(ctx.db, actor, input.targetId);
  const created: Asset[] = [];
  try {
    for (const url of input.files) {
      const file = await downloadImage(url, { allowedHosts: hosts, timeoutMs: ctx.config.assetImportTimeoutMs });
      const asset = await createImageAsset(
        ctx,
        actor,
        { targetId: input.targetId, tag: input.tag, source: 'uploadcare' },
        file,
      );
      created.push(asset);
      if (asset.status === 'failed')
        throw new AppError('BAD_REQUEST', `${url}: ${asset.error ?? 'could not be processed'}`);
    }
  } catch (err) {
    for (const a of created) await deleteAsset(ctx, actor, a.id).catch(() => {});
    throw err;
  }
  if (input.overwrite && input.tag)
    await deleteTaggedExcept(
      ctx,
      input.targetId,
      input.tag,
      created.map((a) => a.id),
    );
  return created;
}
