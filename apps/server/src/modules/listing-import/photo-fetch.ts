import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { IMPORT_MAX_PHOTO_BYTES } from '@revy/shared';

/**
 * Downloads a photo named in an imported file (decision 033). The URL comes from an uploaded
 * file, so it is untrusted: http(s) only, no credentials, at most 3 redirects (each checked
 * again), a timeout over the whole download, image/* only, the body abandoned past the size limit,
 * and no connection to private, loopback, link-local or otherwise internal addresses (SSRF): the
 * address is checked after DNS resolution, in the socket's own lookup, so a name that resolves
 * to 127.0.0.1 (or changes between two lookups) is refused too.
 */
export type PhotoFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Tests only (a fake server on 127.0.0.1), set through testing.ts; never from the environment. */
  allowPrivateAddresses: boolean;
};

export const PHOTO_FETCH_DEFAULTS: PhotoFetchOptions = {
  timeoutMs: 15_000,
  maxBytes: IMPORT_MAX_PHOTO_BYTES,
  maxRedirects: 3,
  allowPrivateAddresses: false,
};

export class PhotoFetchError extends Error {}

const internal = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(net6, prefix, 'ipv6');

/** Whether an IP address is internal (loopback, private, link-local, CGNAT, multicast, unspecified, mapped ones too). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const refused = (host: string) =>
  new PhotoFetchError(`${host} is an internal address; photos are only fetched from the internet`);

/** The socket's lookup: resolves, then refuses internal addresses (unless allowed for tests). */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isInternalAddress(a.address));
      if (bad || list.length === 0) return callback(refused(hostname) as NodeJS.ErrnoException, '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type Fetched = { data: Buffer; contentType: string };

function getOnce(url: URL, opts: PhotoFetchOptions, signal: AbortSignal): Promise<{ redirect: string } | Fetched> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.get(
      url,
      {
        lookup: guardedLookup(opts.allowPrivateAddresses),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Revy-import/1' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new PhotoFetchError(`The server answered ${status}`));
        }
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!contentType.startsWith('image/')) {
          res.destroy();
          return reject(new PhotoFetchError(`Not an image (${contentType || 'no content type'})`));
        }
        const limit =
          opts.maxBytes >= 1024 * 1024
            ? `${Math.round(opts.maxBytes / 1024 / 1024)} MB`
            : `${Math.round(opts.maxBytes / 1024)} KB`;
        const tooBig = () => new PhotoFetchError(`Larger than ${limit}`);
        if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
          res.destroy();
          return reject(tooBig());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(tooBig());
          } else chunks.push(c);
        });
        res.on('end', () => resolve({ data: Buffer.concat(chunks), contentType }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Downloads one photo, or throws PhotoFetchError with a message fit for the import report. */
export async function fetchPhoto(rawUrl: string, opts: PhotoFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new PhotoFetchError('Not a valid address');
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new PhotoFetchError('Only http and https addresses are fetched');
    if (url.username || url.password) throw new PhotoFetchError('Addresses with credentials are not fetched');
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An IP literal never goes through the lookup, so it is checked here.
    if (net.isIP(literal) && !opts.allowPrivateAddresses && isInternalAddress(literal)) throw refused(literal);
    try {
      const res = await getOnce(url, opts, signal);
      if ('data' in res) return res;
      if (hop >= opts.maxRedirects) throw new PhotoFetchError('Too many redirects');
      url = new URL(res.redirect, url);
    } catch (err) {
      if (err instanceof PhotoFetchError) throw err;
      if (signal.aborted) throw new PhotoFetchError('Timed out');
      const cause = err as { message?: string; code?: string };
      if (cause.message?.includes('internal address')) throw new PhotoFetchError(cause.message);
      throw new PhotoFetchError(`Could not connect (${cause.code ?? 'network error'})`);
    }
  }
}
